import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  convertFromNok,
  formatApproximate,
  LOCALE_TAGS,
  type CurrencyCode,
} from '@holidaze/domain';
import { exchangeRatesQueryOptions } from '../api/exchange-rates';
import { activeLocale } from '../i18n';
import styles from './currency.module.css';

/** The amount at the operator's rate (approximate-price.tsx): loaded once another is chosen. */
export default function Converted({ ore, currency }: { ore: number; currency: CurrencyCode }) {
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
