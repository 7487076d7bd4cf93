import { describe, expect, it } from 'vitest';
import type { Stay } from '@holidaze/domain';
import {
  EMPTY_SELECTION,
  isBookableSelection,
  isDayDisabled,
  pickDay,
  type StaySelection,
} from './stay-selection';

const today = '2026-03-10';
// Nights of the 15th, 16th and 17th are taken; the guest leaves on the 18th.
const booked: Stay[] = [{ dateFrom: '2026-03-15', dateTo: '2026-03-18' }];
const start = (from: string): StaySelection => ({ from, to: null });

describe('isDayDisabled while choosing a check-in', () => {
  it('refuses days before today and accepts today', () => {
    expect(isDayDisabled('2026-03-09', EMPTY_SELECTION, booked, today)).toBe(true);
    expect(isDayDisabled('2026-03-10', EMPTY_SELECTION, booked, today)).toBe(false);
  });

  it('refuses every booked night, first to last', () => {
    for (const day of ['2026-03-15', '2026-03-16', '2026-03-17']) {
      expect(isDayDisabled(day, EMPTY_SELECTION, booked, today)).toBe(true);
    }
  });

  it("keeps a booked stay's check-out day open as a check-in (same-day turnover)", () => {
    expect(isDayDisabled('2026-03-18', EMPTY_SELECTION, booked, today)).toBe(false);
    expect(isDayDisabled('2026-03-14', EMPTY_SELECTION, booked, today)).toBe(false);
  });
});

describe('isDayDisabled once a check-in is chosen', () => {
  it('opens days up to the first booked night as check-out and closes everything after it', () => {
    const selection = start('2026-03-12');
    expect(isDayDisabled('2026-03-13', selection, booked, today)).toBe(false);
    // The 15th is booked as a night, yet leaving that morning crosses nothing.
    expect(isDayDisabled('2026-03-15', selection, booked, today)).toBe(false);
    expect(isDayDisabled('2026-03-16', selection, booked, today)).toBe(true);
    expect(isDayDisabled('2026-03-20', selection, booked, today)).toBe(true);
  });

  it('leaves later days open when no stay follows the check-in', () => {
    expect(isDayDisabled('2026-04-30', start('2026-03-18'), booked, today)).toBe(false);
  });

  it('keeps earlier free days open as a new check-in but not past or booked ones', () => {
    const selection = start('2026-03-20');
    expect(isDayDisabled('2026-03-12', selection, booked, today)).toBe(false);
    expect(isDayDisabled('2026-03-16', selection, booked, today)).toBe(true);
    expect(isDayDisabled('2026-03-01', selection, booked, today)).toBe(true);
  });
});

describe('pickDay', () => {
  it('starts a stay on the first click and completes it on a later day', () => {
    const first = pickDay('2026-03-11', EMPTY_SELECTION, booked, today);
    expect(first).toEqual({ selection: start('2026-03-11'), outcome: 'started' });
    const second = pickDay('2026-03-14', first.selection, booked, today);
    expect(second).toEqual({
      selection: { from: '2026-03-11', to: '2026-03-14' },
      outcome: 'completed',
    });
  });

  it('keeps only the check-in when check-out would equal it (minimum stay)', () => {
    expect(pickDay('2026-03-11', start('2026-03-11'), booked, today)).toEqual({
      selection: start('2026-03-11'),
      outcome: 'min-stay',
    });
  });

  it('clears a whole stay when its check-in is clicked again', () => {
    const whole = { from: '2026-03-11', to: '2026-03-14' };
    expect(pickDay('2026-03-11', whole, booked, today)).toEqual({
      selection: EMPTY_SELECTION,
      outcome: 'cleared',
    });
  });

  it('starts again from a day clicked after a whole stay, or before a waiting check-in', () => {
    const whole = { from: '2026-03-11', to: '2026-03-14' };
    expect(pickDay('2026-03-20', whole, booked, today).selection).toEqual(start('2026-03-20'));
    expect(pickDay('2026-03-12', start('2026-03-20'), booked, today).selection).toEqual(
      start('2026-03-12'),
    );
  });

  it('ignores a range across a booked stay, a booked night and a past day', () => {
    expect(pickDay('2026-03-19', start('2026-03-12'), booked, today)).toEqual({
      selection: start('2026-03-12'),
      outcome: 'ignored',
    });
    expect(pickDay('2026-03-16', EMPTY_SELECTION, booked, today).outcome).toBe('ignored');
    expect(pickDay('2026-03-01', EMPTY_SELECTION, booked, today).outcome).toBe('ignored');
  });

  it('accepts a stay that ends on the day a booked one begins and one that begins as it ends', () => {
    expect(pickDay('2026-03-15', start('2026-03-12'), booked, today).outcome).toBe('completed');
    expect(pickDay('2026-03-18', EMPTY_SELECTION, booked, today).outcome).toBe('started');
  });
});

describe('isBookableSelection', () => {
  it('needs both days, a night, a future start and no booked night inside', () => {
    expect(isBookableSelection({ from: '2026-03-11', to: '2026-03-15' }, booked, today)).toBe(true);
    expect(isBookableSelection({ from: '2026-03-18', to: '2026-03-19' }, booked, today)).toBe(true);
    expect(isBookableSelection(start('2026-03-11'), booked, today)).toBe(false);
    expect(isBookableSelection({ from: '2026-03-11', to: '2026-03-11' }, booked, today)).toBe(
      false,
    );
    expect(isBookableSelection({ from: '2026-03-09', to: '2026-03-12' }, booked, today)).toBe(
      false,
    );
    expect(isBookableSelection({ from: '2026-03-14', to: '2026-03-16' }, booked, today)).toBe(
      false,
    );
  });
});
