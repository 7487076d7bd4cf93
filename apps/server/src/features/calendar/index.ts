/** What other features use of the calendar (docs/architecture.md, "Feature boundaries"). */
export { createCalendarRepository } from './calendar-repository.js';
