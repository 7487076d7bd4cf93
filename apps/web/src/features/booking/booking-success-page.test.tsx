import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BookingSuccessPage from './booking-success-page';

const session = vi.hoisted(() => ({ current: { username: 'alice' as string | null } }));
vi.mock('../../shared/session', () => ({ useSession: () => session.current }));

function renderAt(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/booking-success', state }]}>
      <BookingSuccessPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.current = { username: 'alice' };
});

describe('BookingSuccessPage', () => {
  it('titles the page and shows the booked stay handed over in the state', () => {
    renderAt({
      reference: 'REF-ABCDEFGH',
      venueName: 'Fjord Cabin',
      dateFrom: '2026-03-11',
      dateTo: '2026-03-14',
      guests: 2,
      total: 3750,
    });
    expect(document.title).toBe('Booking Confirmed | Holidaze');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Booking Confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fjord Cabin')).toBeInTheDocument();
    expect(screen.getByText('REF-ABCDEFGH')).toBeInTheDocument();
    expect(screen.getByText('Wed, 11 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Sat, 14 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('NOK 3,750')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/user/alice',
    );
  });

  it('confirms kindly without state, never with placeholder text', () => {
    renderAt();
    expect(screen.getByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/Your booking is confirmed/)).toBeInTheDocument();
    expect(screen.queryByText(/Hello this is booking success page/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/user/alice',
    );
    expect(screen.getByRole('link', { name: 'Browse venues' })).toBeInTheDocument();
  });

  it('ignores malformed state and leaves out My bookings when nobody is logged in', () => {
    session.current = { username: null };
    renderAt({ reference: 'REF-ABCDEFGH', dateFrom: 'yesterday' });
    expect(screen.queryByText('REF-ABCDEFGH')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
  });
});
