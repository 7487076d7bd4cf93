import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { basicPricing, quoteStay } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { api, apiError, ok } from '../../../test/api';
import { server } from '../../../test/server';
import { BookingSummary } from './booking-summary';
import { renderWithQueries } from '../../../test/render';

const VENUE_ID = '6f1c2a5e-0c53-4a8e-9d37-3f5b0c6d2a11';

function row(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition');
}

function renderSummary(from: string, to: string, guests: number, pricePerNight: number) {
  renderWithQueries(
    <BookingSummary
      venueId={VENUE_ID}
      from={from}
      to={to}
      guests={guests}
      pricePerNight={pricePerNight}
    />,
  );
}

describe('BookingSummary', () => {
  it('counts the nights and shows the price itemised as the server quotes it', async () => {
    server.use(
      http.get(api(`/holidaze/venues/${VENUE_ID}/quote`), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const pricing = { ...basicPricing(1250), weekendPrice: 1500, cleaningFee: 400 };
        return ok(
          quoteStay(
            {
              dateFrom: query.get('dateFrom')!,
              dateTo: query.get('dateTo')!,
              guests: Number(query.get('guests')),
            },
            pricing,
          ),
        );
      }),
    );
    renderSummary('2026-03-26', '2026-03-31', 3, 1250);
    expect(screen.getByRole('heading', { name: 'Booking summary' })).toBeInTheDocument();
    expect(row('Dates')).toHaveTextContent('Thu, 26 Mar 2026 – Tue, 31 Mar 2026');
    expect(row('Nights')).toHaveTextContent('5 nights');
    expect(row('Guests')).toHaveTextContent('3 guests');
    // Thursday, Sunday and Monday at the nightly price; Friday and Saturday at the weekend's.
    expect(await screen.findByText('3 nights × NOK 1,250')).toBeInTheDocument();
    expect(row('2 Weekend nights × NOK 1,500')).toHaveTextContent('NOK 3,000');
    expect(row('Cleaning fee')).toHaveTextContent('NOK 400');
    expect(row('Total')).toHaveTextContent('NOK 7,150');
  });

  it('falls back to nights × price, said to be an estimate, when the quote cannot be had', async () => {
    server.use(http.get(api(`/holidaze/venues/${VENUE_ID}/quote`), () => apiError(503)));
    renderSummary('2026-12-31', '2027-01-01', 1, 900);
    expect(row('Nights')).toHaveTextContent(/^1 night$/);
    expect(row('Guests')).toHaveTextContent(/^1 guest$/);
    expect(await screen.findByText('Estimated total')).toBeInTheDocument();
    expect(row('Estimated total')).toHaveTextContent('NOK 900');
    expect(row('Note')).toHaveTextContent('Fees and discounts could not be loaded');
  });
});
