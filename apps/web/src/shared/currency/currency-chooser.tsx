import { CURRENCIES, isCurrencyCode } from '@holidaze/domain';
import { chooseCurrency, useChosenCurrency } from './chosen-currency';
import styles from './currency.module.css';

/**
 * The currency prices are also shown in. Stays are booked and paid in NOK whatever is chosen; the
 * choice only adds an approximate amount beside each price. Its label is the caller's
 * (`<label htmlFor={id}>`).
 */
export default function CurrencyChooser({ id }: { id: string }) {
  const currency = useChosenCurrency();
  return (
    <select
      id={id}
      className={styles.chooser}
      value={currency}
      onChange={(event) => {
        if (isCurrencyCode(event.target.value)) chooseCurrency(event.target.value);
      }}
    >
      {CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
