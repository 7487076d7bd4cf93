import type { VenueUpdateBody } from '@holidaze/domain';
import type { VenueUpdateRow } from '../../db/schema.js';

/**
 * The columns a venue body writes. Only what the body names is set, so an update merges:
 * `meta` and `location` fields left out keep their stored values, and `media` left out stays.
 */
export function venueChanges(body: VenueUpdateBody): VenueUpdateRow & Record<string, unknown> {
  const changes: VenueUpdateRow = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description;
  if (body.descriptionLanguage !== undefined) {
    changes.description_language = body.descriptionLanguage;
    // A translation is into the other language: without a language it means nothing.
    if (body.descriptionLanguage === null) changes.description_translation = null;
  }
  if (body.descriptionTranslation !== undefined) {
    changes.description_translation = body.descriptionTranslation;
  }
  if (body.media !== undefined) changes.media = JSON.stringify(body.media);
  if (body.price !== undefined) changes.price = body.price;
  if (body.maxGuests !== undefined) changes.max_guests = body.maxGuests;
  if (body.rating !== undefined) changes.rating = body.rating;
  for (const key of ['wifi', 'parking', 'breakfast', 'pets'] as const) {
    const value = body.meta?.[key];
    if (value !== undefined) changes[key] = value;
  }
  for (const key of ['address', 'city', 'zip', 'country', 'continent', 'lat', 'lng'] as const) {
    const value = body.location?.[key];
    if (value !== undefined) changes[key] = value as never;
  }
  return changes;
}
