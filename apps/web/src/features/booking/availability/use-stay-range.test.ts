import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Stay } from '@holidaze/domain';
import { useStayRange } from './use-stay-range';

const today = '2026-03-10';
const booked: Stay[] = [{ dateFrom: '2026-03-15', dateTo: '2026-03-18' }];

describe('useStayRange', () => {
  it('keeps a free range from the link and offers it for booking', () => {
    const { result } = renderHook(() =>
      useStayRange({ booked, initialFrom: '2026-03-11', initialTo: '2026-03-15', today }),
    );
    expect(result.current.stay).toEqual({ from: '2026-03-11', to: '2026-03-15' });
    expect(result.current.notice).toBeNull();
  });

  it('reads ISO date-times from a search link as their calendar day', () => {
    const { result } = renderHook(() =>
      useStayRange({
        booked,
        initialFrom: '2026-03-20T00:00:00.000Z',
        initialTo: '2026-03-22T00:00:00.000Z',
        today,
      }),
    );
    expect(result.current.stay).toEqual({ from: '2026-03-20', to: '2026-03-22' });
  });

  it('clears a range from the link that overlaps a booking and says why', () => {
    const { result } = renderHook(() =>
      useStayRange({ booked, initialFrom: '2026-03-14', initialTo: '2026-03-16', today }),
    );
    expect(result.current.from).toBeNull();
    expect(result.current.to).toBeNull();
    expect(result.current.stay).toBeNull();
    expect(result.current.notice).toBe(
      'This property is unavailable during Sat, 14 Mar 2026 - Mon, 16 Mar 2026.',
    );
  });

  it('keeps what is valid of a past, garbled or zero-night link range and says what changed', () => {
    for (const [from, to, kept] of [
      ['2026-03-01', '2026-03-04', null],
      ['not-a-date', '2026-03-04', null],
      ['2026-03-12', '2026-03-12', '2026-03-12'],
    ] as const) {
      const { result } = renderHook(() =>
        useStayRange({ booked, initialFrom: from, initialTo: to, today }),
      );
      expect(result.current.from).toBe(kept);
      expect(result.current.to).toBeNull();
      expect(result.current.notice).toBeNull();
      expect(result.current.linkNotes.length).toBeGreaterThan(0);
    }
  });

  it("shows 'Minimum stay 1 night' when check-out equals check-in and keeps the check-in", () => {
    const { result } = renderHook(() => useStayRange({ booked, today }));
    act(() => void result.current.pick('2026-03-12'));
    act(() => void result.current.pick('2026-03-12'));
    expect(result.current.notice).toBe('Minimum stay 1 night');
    expect(result.current.from).toBe('2026-03-12');
    expect(result.current.to).toBeNull();
    expect(result.current.stay).toBeNull();

    act(() => void result.current.pick('2026-03-13'));
    expect(result.current.notice).toBeNull();
    expect(result.current.stay).toEqual({ from: '2026-03-12', to: '2026-03-13' });
  });

  it('clears the selection when the check-in of a whole stay is clicked again', () => {
    const { result } = renderHook(() => useStayRange({ booked, today }));
    act(() => void result.current.pick('2026-03-11'));
    let outcome = '';
    act(() => {
      outcome = result.current.pick('2026-03-13');
    });
    expect(outcome).toBe('completed');
    act(() => void result.current.pick('2026-03-11'));
    expect(result.current.from).toBeNull();
    expect(result.current.to).toBeNull();
  });

  it('refuses to cross a booked stay and disables the days beyond it', () => {
    const { result } = renderHook(() => useStayRange({ booked, today }));
    act(() => void result.current.pick('2026-03-12'));
    expect(result.current.isDisabled('2026-03-15')).toBe(false);
    expect(result.current.isDisabled('2026-03-19')).toBe(true);
    let outcome = '';
    act(() => {
      outcome = result.current.pick('2026-03-19');
    });
    expect(outcome).toBe('ignored');
    expect(result.current.to).toBeNull();
  });

  it('withdraws a chosen stay once new bookings cover it', () => {
    const { result, rerender } = renderHook(
      (props: { booked: Stay[] }) => useStayRange({ ...props, today }),
      {
        initialProps: { booked },
      },
    );
    act(() => void result.current.pick('2026-03-11'));
    act(() => void result.current.pick('2026-03-13'));
    expect(result.current.stay).not.toBeNull();
    rerender({ booked: [...booked, { dateFrom: '2026-03-11', dateTo: '2026-03-13' }] });
    expect(result.current.stay).toBeNull();
  });
});
