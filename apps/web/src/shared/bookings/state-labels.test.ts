import { BOOKING_STATE_LABELS, BOOKING_STATES } from '@holidaze/domain';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { STATE_LABELS } from './state-labels';

describe("the pages' names of the booking states", () => {
  it.each(BOOKING_STATES)('says the domain’s %s state word for word in English', (state) => {
    i18n.activate('en');
    expect(i18n._(STATE_LABELS[state])).toBe(BOOKING_STATE_LABELS[state]);
  });
});
