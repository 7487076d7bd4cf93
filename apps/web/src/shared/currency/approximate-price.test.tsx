import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { exchangeRateHandler } from '../../test/handlers/exchange-rates';
import { showIn } from '../../test/locale';
import { renderWithQueries } from '../../test/render';
import { server } from '../../test/server';
import { ApproximatePrice } from './approximate-price';
import { chooseCurrency } from './chosen-currency';
import CurrencyChooser from './currency-chooser';

const Price = () => (
  <p>
    NOK 9,450
    <ApproximatePrice ore={945_000} />
  </p>
);

describe('a price in the traveller’s currency', () => {
  it('adds nothing while NOK is chosen', () => {
    renderWithQueries(<Price />);
    expect(screen.getByText('NOK 9,450').textContent).toBe('NOK 9,450');
  });

  it('adds the amount at the operator’s rate once another is chosen, in every tab', async () => {
    server.use(exchangeRateHandler());
    renderWithQueries(
      <>
        <label htmlFor="currency">Prices also in</label>
        <CurrencyChooser id="currency" />
        <Price />
      </>,
    );
    act(() => chooseCurrency('EUR'));
    expect(await screen.findByText('≈ €808')).toHaveAttribute(
      'title',
      'Converted at the rate of 2026-11-01; you pay in NOK',
    );
    expect(screen.getByRole('combobox', { name: 'Prices also in' })).toHaveValue('EUR');
    // Another tab's choice arrives as a storage event.
    act(() => {
      localStorage.setItem('holidaze_currency', 'GBP');
      window.dispatchEvent(new StorageEvent('storage', { key: 'holidaze_currency' }));
    });
    expect(await screen.findByText('≈ £711')).toBeInTheDocument();
  });

  it('is written the Norwegian way on a Norwegian page', async () => {
    await showIn('nb');
    server.use(exchangeRateHandler());
    act(() => chooseCurrency('EUR'));
    renderWithQueries(<Price />);
    const converted = await screen.findByTitle(/du betaler i NOK/);
    expect(converted.textContent).toBe('≈ 808\u00a0€');
  });
});
