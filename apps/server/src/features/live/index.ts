/** What other features use of live events (docs/architecture.md, "Feature boundaries"). */
export { publishLiveEvents, type LiveEventFor } from './live-event-repository.js';
