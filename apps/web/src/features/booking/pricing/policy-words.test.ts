import { CANCELLATION_POLICIES, CANCELLATION_POLICY_TERMS } from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { POLICY_NAMES, POLICY_SUMMARIES } from './policy-words';

describe('the cancellation policies as a traveller reads them', () => {
  it.each(CANCELLATION_POLICIES)('says the domain’s %s policy word for word in English', (name) => {
    const { label, summary } = CANCELLATION_POLICY_TERMS[name];
    expect(i18n._(POLICY_NAMES[name])).toBe(label);
    expect(i18n._(POLICY_SUMMARIES[name])).toBe(summary);
  });
});
