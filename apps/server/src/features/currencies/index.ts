/** What other parts of the server use of currencies (docs/architecture.md, "Feature boundaries"). */
export { createExchangeRateRepository } from './exchange-rate-repository.js';
export { exchangeRatesView } from './exchange-rates-view.js';
