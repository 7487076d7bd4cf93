/** What other features use of pricing (docs/architecture.md, "Feature boundaries"). */
export { createPricingRepository } from './pricing-repository.js';
