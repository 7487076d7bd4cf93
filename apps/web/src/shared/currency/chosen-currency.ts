import { useSyncExternalStore } from 'react';
import { BASE_CURRENCY, isCurrencyCode, type CurrencyCode } from '@holidaze/domain';

/** Where the traveller's display currency is kept: this browser, every tab. */
export const CURRENCY_STORAGE_KEY = 'holidaze_currency';
const CHANGED = 'holidaze-currency-changed';

function read(): CurrencyCode {
  try {
    const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : BASE_CURRENCY;
  } catch {
    return BASE_CURRENCY;
  }
}

function subscribe(onChange: () => void) {
  // Another tab's choice arrives as a storage event; this tab's own as ours.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The currency prices are also shown in (NOK alone when it is NOK), the same in every tab. */
export const useChosenCurrency = (): CurrencyCode =>
  useSyncExternalStore(subscribe, read, () => BASE_CURRENCY);

export function chooseCurrency(currency: CurrencyCode): void {
  try {
    if (currency === BASE_CURRENCY) localStorage.removeItem(CURRENCY_STORAGE_KEY);
    else localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage refused (a private window's quota): the choice lasts until the page closes.
  }
  window.dispatchEvent(new Event(CHANGED));
}
