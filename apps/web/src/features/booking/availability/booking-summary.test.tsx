import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingSummary } from './booking-summary';

function row(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition');
}

describe('BookingSummary', () => {
  it('counts the nights between the days and prices them', () => {
    render(<BookingSummary from="2026-03-28" to="2026-04-02" guests={3} pricePerNight={1250} />);
    expect(screen.getByRole('heading', { name: 'Booking summary' })).toBeInTheDocument();
    expect(row('Dates')).toHaveTextContent('Sat, 28 Mar 2026 – Thu, 02 Apr 2026');
    expect(row('Nights')).toHaveTextContent('5 nights');
    expect(row('Guests')).toHaveTextContent('3 guests');
    expect(row('Price per night')).toHaveTextContent('NOK 1,250');
    expect(row('Total')).toHaveTextContent('NOK 6,250');
  });

  it('speaks of a single night and guest in the singular', () => {
    render(<BookingSummary from="2026-12-31" to="2027-01-01" guests={1} pricePerNight={900} />);
    expect(row('Nights')).toHaveTextContent(/^1 night$/);
    expect(row('Guests')).toHaveTextContent(/^1 guest$/);
    expect(row('Total')).toHaveTextContent('NOK 900');
  });
});
