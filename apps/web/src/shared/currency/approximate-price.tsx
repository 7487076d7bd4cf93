import { lazy, Suspense } from 'react';
import { BASE_CURRENCY } from '@holidaze/domain';
import { useChosenCurrency } from './chosen-currency';

// Only someone who chose another currency needs the rates and the conversion: loaded then.
const Converted = lazy(() => import('./converted-price'));

/**
 * A NOK amount (øre) also in the traveller's chosen currency, beside the NOK it is booked and
 * paid in: "≈ €812". Nothing while NOK is chosen, while the rates load, or when they cannot be had
 * (the NOK amount is the price; this only helps to read it).
 */
export function ApproximatePrice({ ore }: { ore: number }) {
  const currency = useChosenCurrency();
  if (currency === BASE_CURRENCY) return null;
  return (
    <Suspense fallback={null}>
      <Converted ore={ore} currency={currency} />
    </Suspense>
  );
}
