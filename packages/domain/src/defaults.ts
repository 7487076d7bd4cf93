import type { Media } from './api-types';

export const DEFAULT_GUESTS = 2;
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 100;
export const UNKNOWN_CITY = 'Unknown City';
export const UNKNOWN_COUNTRY = 'Unknown Country';
/** Oslo: where a venue without coordinates is shown on the map. */
export const DEFAULT_LAT = 59.93;
export const DEFAULT_LNG = 10.756;
export const MAX_MEDIA = 8;

export const DEFAULT_VENUE_IMAGE: Media = {
  url: '/media/defaults/venue.svg',
  alt: 'Illustration of a holiday home',
};
export const DEFAULT_AVATAR: Media = { url: '/media/defaults/avatar.svg', alt: 'Default avatar' };
export const DEFAULT_BANNER: Media = {
  url: '/media/defaults/banner.svg',
  alt: 'Illustration of a landscape',
};

/** A profile's bio, in characters (API contract and the bio editor). */
export const BIO_MAX = 160;
