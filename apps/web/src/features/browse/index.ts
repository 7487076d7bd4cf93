/** Browse's one public entry: the venue card, which wishlist pages show too. */
export { VenueCard } from './venue-card';
