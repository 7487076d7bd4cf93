import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { filledPricingBody } from '@holidaze/domain/test-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError, ok } from '../../../test/api';
import { venueTerms } from '../../../test/handlers/venues';
import { recordApiCalls, server, writes } from '../../../test/server';
import { signedInForEachTest } from '../../../test/session';
import { VenuePricing } from './venue-pricing';

const PATH = '/holidaze/venues/venue-1/pricing';

function renderPricing() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VenuePricing venueId="venue-1" />
    </QueryClientProvider>,
  );
  return client;
}

const form = () => screen.findByRole('form', { name: 'Prices and cancellation' });

signedInForEachTest('ann', { manager: true });

describe('VenuePricing', () => {
  it('starts from the stored prices and policy', async () => {
    server.use(
      venueTerms({
        cleaningFee: 300,
        weeklyDiscountPercent: 5,
        seasons: [{ dateFrom: '2026-07-01', dateTo: '2026-07-05', price: 1400, label: 'Summer' }],
        cancellationPolicy: 'moderate',
      }),
    );
    renderPricing();
    const pricing = await form();
    expect(pricing).toHaveTextContent('The nightly price is NOK 1,000');
    expect(within(pricing).getByLabelText('Cleaning fee per stay (NOK)')).toHaveValue(300);
    expect(within(pricing).getByLabelText('Weekly discount, 7+ nights (%)')).toHaveValue(5);
    expect(
      within(pricing).getByLabelText('Weekend price per night (Fri and Sat, NOK)'),
    ).toHaveValue(null);
    expect(within(pricing).getByLabelText('Price season 1 price per night (NOK)')).toHaveValue(
      1400,
    );
    expect(within(pricing).getByLabelText('Price season 1 name (optional)')).toHaveValue('Summer');
    expect(within(pricing).getByRole('radio', { name: /^Moderate/ })).toBeChecked();
  });

  it('sends the prices as numbers, empty fields as none, and reads every quote again', async () => {
    const user = userEvent.setup();
    server.use(
      http.put(api(PATH), async ({ request }) =>
        ok({ price: 1000, ...((await request.json()) as object) }),
      ),
    );
    const client = renderPricing();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const pricing = await form();
    const calls = recordApiCalls();
    await user.type(within(pricing).getByLabelText('Cleaning fee per stay (NOK)'), '450');
    await user.type(within(pricing).getByLabelText('Weekly discount, 7+ nights (%)'), '10');
    await user.click(within(pricing).getByRole('button', { name: 'Add price season' }));
    fireEvent.change(within(pricing).getByLabelText('Price season 1 from'), {
      target: { value: '2026-07-01' },
    });
    fireEvent.change(within(pricing).getByLabelText('Price season 1 until'), {
      target: { value: '2026-07-03' },
    });
    await user.type(within(pricing).getByLabelText('Price season 1 price per night (NOK)'), '1500');
    await user.type(within(pricing).getByLabelText('Price season 1 name (optional)'), ' Festival ');
    await user.click(within(pricing).getByRole('radio', { name: /^Strict/ }));
    await user.click(within(pricing).getByRole('button', { name: 'Save prices' }));

    expect(await within(pricing).findByRole('status')).toHaveTextContent(
      'Prices and policy saved.',
    );
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: PATH,
        body: filledPricingBody,
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['venues', 'quote', 'venue-1'] });
  });

  it('removes the season asked for', async () => {
    const user = userEvent.setup();
    server.use(
      venueTerms({
        seasons: [
          { dateFrom: '2026-07-01', dateTo: '2026-07-05', price: 1400, label: 'Summer' },
          { dateFrom: '2026-12-20', dateTo: '2026-12-27', price: 1800, label: 'Christmas' },
        ],
      }),
    );
    renderPricing();
    const pricing = await form();
    await user.click(within(pricing).getByRole('button', { name: 'Remove price season 1' }));
    expect(within(pricing).getByLabelText('Price season 1 name (optional)')).toHaveValue(
      'Christmas',
    );
    expect(
      within(pricing).queryByLabelText('Price season 2 name (optional)'),
    ).not.toBeInTheDocument();
  });

  it('sends nothing the API would refuse, and says what is wrong at the field', async () => {
    const user = userEvent.setup();
    renderPricing();
    const pricing = await form();
    const calls = recordApiCalls();
    await user.type(within(pricing).getByLabelText('Monthly discount, 28+ nights (%)'), '95');
    await user.click(within(pricing).getByRole('button', { name: 'Add price season' }));
    await user.click(within(pricing).getByRole('button', { name: 'Save prices' }));

    expect(
      await within(pricing).findByText('The monthly discount must be a whole number from 0 to 90'),
    ).toBeInTheDocument();
    expect(
      within(pricing).getByText('A season price must be a number from 1 to 10000'),
    ).toBeInTheDocument();
    expect(within(pricing).getByLabelText('Monthly discount, 28+ nights (%)')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('shows why the API refused the prices', async () => {
    const user = userEvent.setup();
    server.use(http.put(api(PATH), () => apiError(403, 'Only the owner may change the prices')));
    renderPricing();
    const pricing = await form();
    await user.click(within(pricing).getByRole('button', { name: 'Save prices' }));
    expect(await within(pricing).findByRole('alert')).toHaveTextContent(
      'Only the owner may change the prices',
    );
  });
});
