export { ApproximatePrice } from './approximate-price';
export { chooseCurrency, useChosenCurrency } from './chosen-currency';
export { CurrencyChooser } from './currency-chooser';
