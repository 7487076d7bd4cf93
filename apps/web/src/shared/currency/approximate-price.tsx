import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  BASE_CURRENCY,
  convertFromNok,
  formatApproximate,
  LOCALE_TAGS,
  type CurrencyCode,
} from '@holidaze/domain';
import { exchangeRatesQueryOptions } from '../api/exchange-rates';
import { activeLocale } from '../i18n';
import { useChosenCurrency } from './chosen-currency';
import styles from './currency.module.css';

/**
 * A NOK amount (øre) also in the traveller's chosen currency, beside the NOK it is booked and
 * paid in: "≈ €812". Nothing while NOK is chosen, while the rates load, or when they cannot be had
 * (the NOK amount is the price; this only helps to read it).
 */
export function ApproximatePrice({ ore }: { ore: number }) {
  const currency = useChosenCurrency();
  return currency === BASE_CURRENCY ? null : <Converted ore={ore} currency={currency} />;
}

function Converted({ ore, currency }: { ore: number; currency: CurrencyCode }) {
  const { t } = useLingui();
  const { data: rates } = useQuery(exchangeRatesQueryOptions());
  const rate = rates?.rates[currency];
  if (!rate) return null;
  const text = formatApproximate(convertFromNok(ore, rate), currency, LOCALE_TAGS[activeLocale()]);
  return (
    <span
      className={styles.approximate}
      title={t`Converted at the rate of ${rate.setAt.slice(0, 10)}; you pay in NOK`}
    >
      {text}
    </span>
  );
}
