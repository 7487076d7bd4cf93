import { describe, expect, it } from 'vitest';
import { readLinkGuests, readLinkStay } from './link-stay';

const TODAY = '2026-03-10';

describe('readLinkStay', () => {
  it('keeps a valid stay without a word', () => {
    expect(readLinkStay('2026-03-11', '2026-03-14', TODAY)).toEqual({
      selection: { from: '2026-03-11', to: '2026-03-14' },
      notes: [],
    });
  });

  it('keeps the check-in of a zero-night or reversed stay and says why the check-out went', () => {
    const zero = readLinkStay('2026-03-11', '2026-03-11', TODAY);
    expect(zero.selection).toEqual({ from: '2026-03-11', to: null });
    expect(zero.notes).toEqual([
      "The link's check-out is the same day as its check-in (minimum stay 1 night), so only the check-in was kept.",
    ]);
    const reversed = readLinkStay('2026-03-14', '2026-03-11', TODAY);
    expect(reversed.selection).toEqual({ from: '2026-03-14', to: null });
    expect(reversed.notes[0]).toMatch(/before its check-in, so only the check-in was kept/);
  });

  it('says a past check-in and garbage dates were left out', () => {
    const past = readLinkStay('2026-03-01', '2026-03-14', TODAY);
    expect(past.selection).toEqual({ from: null, to: null });
    expect(past.notes).toEqual([
      'The check-in date in the link (Sun, 01 Mar 2026) has passed, so it was left out.',
      'The check-out date in the link (Sat, 14 Mar 2026) needs a check-in date, so it was left out.',
    ]);
    const garbage = readLinkStay('soon', '2026-03-14', TODAY);
    expect(garbage.notes[0]).toBe(
      'The check-in date in the link ("soon") is not a date, so it was left out.',
    );
  });
});

describe('readLinkGuests', () => {
  it('keeps a count the venue takes, and says when one was changed', () => {
    expect(readLinkGuests('3', 4, 2)).toEqual({ guests: 3, note: null });
    expect(readLinkGuests(null, 4, 2)).toEqual({ guests: 2, note: null });
    expect(readLinkGuests('99', 4, 2)).toEqual({
      guests: 4,
      note: "This venue takes at most 4 guests, so the link's 99 guests became 4.",
    });
    expect(readLinkGuests('lots', 4, 2)).toEqual({
      guests: 2,
      note: 'The guest count in the link ("lots") is not a number of guests, so it is 2.',
    });
  });
});
