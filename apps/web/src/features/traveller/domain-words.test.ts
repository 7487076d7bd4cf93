import {
  CANCELLATION_POLICY_TERMS,
  EMAIL_PREFERENCE_CATEGORIES,
  UNKNOWN_CITY,
  UNKNOWN_COUNTRY,
} from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { POLICY_WORDS } from './bookings/policy-terms';
import { EMAIL_CATEGORY_LABELS } from './profile/email-categories';

describe("the traveller catalogue's copies of the domain's words", () => {
  // English must read exactly as the domain writes it; only the translations are this feature's.
  it('match the domain in English', () => {
    i18n.activate('en');
    for (const [policy, terms] of Object.entries(CANCELLATION_POLICY_TERMS)) {
      const words = POLICY_WORDS[policy as keyof typeof POLICY_WORDS];
      expect([i18n._(words.label), i18n._(words.summary)]).toEqual([terms.label, terms.summary]);
    }
    for (const { key, label } of EMAIL_PREFERENCE_CATEGORIES) {
      expect(i18n._(EMAIL_CATEGORY_LABELS[key])).toBe(label);
    }
    expect([UNKNOWN_CITY, UNKNOWN_COUNTRY]).toEqual(['Unknown City', 'Unknown Country']);
  });
});
