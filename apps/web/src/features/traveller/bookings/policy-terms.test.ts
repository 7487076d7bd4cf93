import { CANCELLATION_POLICIES, CANCELLATION_POLICY_TERMS } from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { POLICY_WORDS } from './policy-terms';

describe('the cancellation policies as the cancel dialog says them', () => {
  it.each(CANCELLATION_POLICIES)('says the domain’s %s policy word for word in English', (name) => {
    i18n.activate('en');
    const { label, summary } = POLICY_WORDS[name];
    expect([i18n._(label), i18n._(summary)]).toEqual([
      CANCELLATION_POLICY_TERMS[name].label,
      CANCELLATION_POLICY_TERMS[name].summary,
    ]);
  });
});
