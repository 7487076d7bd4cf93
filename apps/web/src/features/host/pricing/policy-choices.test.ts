import { CANCELLATION_POLICIES, CANCELLATION_POLICY_TERMS } from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { POLICY_CHOICES } from './policy-choices';

describe('the cancellation policies as the host chooses them', () => {
  it.each(CANCELLATION_POLICIES)('says the domain’s %s policy word for word in English', (name) => {
    const { label, summary } = CANCELLATION_POLICY_TERMS[name];
    expect(i18n._(POLICY_CHOICES[name])).toBe(`${label}: ${summary}`);
  });
});
