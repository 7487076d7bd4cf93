import { EMAIL_PREFERENCE_CATEGORIES } from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATEGORY_LABELS } from './email-categories';

describe("the e-mail choices' names", () => {
  it.each(EMAIL_PREFERENCE_CATEGORIES)(
    'says the domain’s $key choice word for word in English',
    ({ key, label }) => {
      i18n.activate('en');
      expect(i18n._(EMAIL_CATEGORY_LABELS[key])).toBe(label);
    },
  );
});
