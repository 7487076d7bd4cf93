import type { Venue } from '../api-types';
import type { VenueFormValues } from './venue-form-schema';

// Kept apart from the schema so that a page can show the form before zod has loaded.

export const venueFormDefaults: VenueFormValues = {
  name: '',
  description: '',
  price: '',
  maxGuests: '',
  rating: 0,
  meta: { wifi: false, parking: false, breakfast: false, pets: false },
  location: { address: '', city: '', zip: '', country: '', continent: '', lat: null, lng: null },
  media: [{ url: '', alt: '' }],
};

/** The edit form's prefill from a stored venue. */
export function venueToFormValues(venue: Venue): VenueFormValues {
  const { location } = venue;
  return {
    name: venue.name,
    description: venue.description,
    price: venue.price,
    maxGuests: venue.maxGuests,
    rating: venue.rating,
    meta: { ...venue.meta },
    location: {
      address: location.address ?? '',
      city: location.city ?? '',
      zip: location.zip ?? '',
      country: location.country ?? '',
      continent: location.continent ?? '',
      lat: location.lat,
      lng: location.lng,
    },
    media:
      venue.media.length > 0
        ? venue.media.map(({ url, alt }) => ({ url, alt }))
        : [{ url: '', alt: '' }],
    descriptionLanguage: venue.descriptionLanguage ?? '',
    descriptionTranslation: venue.descriptionTranslation ?? '',
  };
}
