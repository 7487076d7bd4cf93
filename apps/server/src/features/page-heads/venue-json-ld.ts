import { plainText, truncateAtWord, type Venue, type VenueMeta } from '@holidaze/domain';

/** What published reviews say of a venue: the average overall stars and how many there are. */
export interface ReviewAggregate {
  ratingValue: number;
  reviewCount: number;
}

/**
 * The venue's review aggregate for search engines: its published guest reviews' figures, none
 * before the first. The host-set `rating` is deliberately not used: a rating a search engine
 * shows must come from guests' reviews.
 */
export function reviewAggregateOf(venue: Venue): ReviewAggregate | null {
  const summary = venue.reviewSummary;
  if (!summary || summary.count === 0) return null;
  return { ratingValue: summary.rating, reviewCount: summary.count };
}

/** How much of the description the JSON-LD carries. */
const DESCRIPTION_MAX = 500;

const AMENITY_NAMES: Record<keyof VenueMeta, string> = {
  wifi: 'Wi-Fi',
  parking: 'Parking',
  breakfast: 'Breakfast',
  pets: 'Pets Allowed',
};

/** Coordinates when the venue has real ones (not absent, not the provider's 0,0 placeholder). */
function geoOf({ lat, lng }: Venue['location']) {
  if (lat == null || lng == null || (lat === 0 && lng === 0)) return undefined;
  return { '@type': 'GeoCoordinates', latitude: lat, longitude: lng };
}

function addressOf(location: Venue['location']) {
  const fields = {
    streetAddress: location.address,
    addressLocality: location.city,
    postalCode: location.zip,
    addressCountry: location.country,
  };
  const known = Object.entries(fields).filter(([, value]) => value != null && value.trim() !== '');
  return known.length === 0
    ? undefined
    : { '@type': 'PostalAddress', ...Object.fromEntries(known) };
}

/**
 * The venue as a schema.org `VacationRental` (what search engines read for holiday homes).
 * Pure: the caller gives the page's absolute URL and images, and the review aggregate, which is
 * left out unless there is at least one review. Absent facts are left out, never invented.
 */
export function venueJsonLd(
  venue: Venue,
  page: { url: string | undefined; images: readonly string[]; aggregate: ReviewAggregate | null },
): Record<string, unknown> {
  const description = truncateAtWord(plainText(venue.description), DESCRIPTION_MAX);
  const { aggregate } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    name: venue.name,
    identifier: venue.id,
    ...(page.url ? { url: page.url } : {}),
    ...(description ? { description } : {}),
    ...optional('address', addressOf(venue.location)),
    ...optional('geo', geoOf(venue.location)),
    ...(page.images.length > 0 ? { image: [...page.images] } : {}),
    containsPlace: {
      '@type': 'Accommodation',
      occupancy: { '@type': 'QuantitativeValue', maxValue: venue.maxGuests },
      amenityFeature: (Object.keys(AMENITY_NAMES) as (keyof VenueMeta)[]).map((key) => ({
        '@type': 'LocationFeatureSpecification',
        name: AMENITY_NAMES[key],
        value: venue.meta[key],
      })),
    },
    ...(aggregate && aggregate.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: aggregate.ratingValue,
            reviewCount: aggregate.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: venue.price,
      priceCurrency: 'NOK',
      ...(page.url ? { url: page.url } : {}),
      // The price is per night.
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: venue.price,
        priceCurrency: 'NOK',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    },
  };
}

const optional = <T>(key: string, value: T | undefined) =>
  value === undefined ? {} : { [key]: value };
