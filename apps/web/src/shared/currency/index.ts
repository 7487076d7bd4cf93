export { ApproximatePrice } from './approximate-price';
export { chooseCurrency, useChosenCurrency } from './chosen-currency';
export { default as CurrencyChooser } from './currency-chooser';
