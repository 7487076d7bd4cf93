/**
 * The booking feature's one public entry: the panel a venue page shows to pick a stay and book it.
 * Everything else of making a booking (the checkout dialog, the confirmation page) stays inside.
 */
export { AvailabilityPanel as BookingPanel } from './availability/availability-panel';
