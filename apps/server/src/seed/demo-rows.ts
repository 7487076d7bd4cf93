import { DAY_MS } from '@holidaze/domain';
import type { Random } from '../lib/svg-images/svg-random.js';
import type { NewProfileRow, NewVenueRow } from '../db/schema.js';
import type { DemoPerson } from './demo-people.js';
import type { DemoPlace } from './demo-places.js';
import { MEDIA_ROOMS, venueDescription } from './venue-descriptions.js';
import { demoDescriptionColumns } from './venue-translations.js';

/** Rows for demo profiles and venues, built from the demo people and places. */
export function profileRow(person: DemoPerson, n: number, passwordHash: string): NewProfileRow {
  return {
    name: person.name,
    email: person.email,
    password_hash: passwordHash,
    bio: person.bio,
    avatar_url: `/media/avatars/${n}.svg`,
    avatar_alt: `Portrait of ${person.fullName}`,
    banner_url: `/media/banners/${n}.svg`,
    banner_alt: `Landscape banner of ${person.fullName}`,
    venue_manager: person.venueManager,
  };
}

/** Prices in NOK, in steps of 50, mostly mid-range with some budget and luxury stays. */
export function venuePrice(random: Random): number {
  const base = random.next() < 0.15 ? random.range(3000, 6500) : random.range(450, 2800);
  return Math.round(base / 50) * 50;
}

export function venueRating(random: Random): number {
  return random.next() < 0.08 ? 0 : random.int(5, 10) / 2;
}

/** Media of venue i: 2 to 5 images, numbered so no two venues share one. */
export function venueMedia(random: Random, i: number, name: string) {
  const count = random.int(2, 5);
  return MEDIA_ROOMS.slice(0, count).map((room, k) => ({
    url: `/media/venues/${i * 5 + k + 1}.svg`,
    alt: `${room} ${name}`,
  }));
}

export function demoVenueRow(
  random: Random,
  place: DemoPlace,
  i: number,
  ownerId: string,
  createdAt: Date,
): NewVenueRow & { id: string } {
  const amenity = (chance: number) => random.next() < chance;
  return {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    name: place.venue,
    ...demoDescriptionColumns(place.venue, venueDescription(random, place.setting, place.city)),
    media: JSON.stringify(venueMedia(random, i, place.venue)),
    price: venuePrice(random),
    max_guests: random.pick([1, 2, 2, 2, 3, 4, 4, 4, 5, 6, 6, 8, 10, 12]),
    rating: venueRating(random),
    wifi: amenity(0.8),
    parking: amenity(place.setting === 'city' ? 0.3 : 0.7),
    breakfast: amenity(0.4),
    pets: amenity(0.35),
    address: place.address,
    city: place.city,
    zip: place.zip,
    country: place.country,
    continent: place.continent,
    lat: place.lat,
    lng: place.lng,
    created_at: createdAt,
    updated_at:
      random.next() < 0.3
        ? new Date(Math.min(Date.now(), createdAt.getTime() + random.int(1, 30) * DAY_MS))
        : createdAt,
  };
}
