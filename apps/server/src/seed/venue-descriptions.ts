import type { Random } from '../lib/svg-images/svg-random.js';
import type { Setting } from './demo-places.js';

/**
 * Believable descriptions, combined from parts: an opening about the place, one about the
 * rooms, and sometimes one about the neighbourhood. 2 to 4 sentences.
 */
const openings: Record<Setting, readonly string[]> = {
  sea: [
    'Wake up to the sound of the waves in this bright home a few steps from the water in {city}.',
    'A breezy seaside retreat in {city}, with sunsets over the sea from the terrace.',
    'Set right by the shore in {city}, this home puts the beach at your doorstep.',
  ],
  mountain: [
    'A cosy base for hikers and skiers, with peaks in view from every window in {city}.',
    'Fresh mountain air and quiet evenings by the fire await in this retreat near {city}.',
    'Tucked into the slopes above {city}, this home pairs big views with warm interiors.',
  ],
  city: [
    'Stay in the heart of {city}, with cafés, galleries and markets around the corner.',
    'A stylish home on a lively street in {city}, close to the sights and the best local food.',
    'This characterful home in {city} mixes original details with modern comfort.',
  ],
  countryside: [
    'Slow down in this peaceful countryside hideaway just outside {city}.',
    'Surrounded by greenery, this home near {city} is made for long breakfasts and starry nights.',
    'A calm rural escape near {city}, with gardens, birdsong and wide open views.',
  ],
  lake: [
    'Right on the lakeshore in {city}, with a private jetty and still mornings on the water.',
    'Watch the light change over the lake from the large windows of this home in {city}.',
  ],
  desert: [
    'Sun-drenched days and cool, clear nights define this light-filled home in {city}.',
    'A serene retreat in {city}, with shaded courtyards and big skies all around.',
  ],
};

const rooms = [
  'The open-plan living room flows into a fully equipped kitchen, and the bedrooms have quality linen and blackout curtains.',
  'Inside you will find a comfortable lounge, a dining table for the whole group and beds that make it hard to get up.',
  'Natural materials, soft light and carefully chosen furniture make every room feel calm and welcoming.',
  'There is a sunny reading corner, a spacious bathroom with a rain shower and plenty of storage for longer stays.',
  'Recently renovated, the home keeps its original charm while adding fast Wi-Fi, a work desk and a modern kitchen.',
];

const extras = [
  'Your host lives nearby and is happy to share tips on where to eat and what to see.',
  'Public transport, a supermarket and a bakery are all within a ten-minute walk.',
  'Check-in is self-service, so you can arrive whenever suits your travel plans.',
  'Families are welcome: a travel cot and high chair are available on request.',
];

export function venueDescription(random: Random, setting: Setting, city: string): string {
  const sentences = [random.pick(openings[setting]).replace('{city}', city), random.pick(rooms)];
  if (random.next() < 0.7) sentences.push(random.pick(extras));
  if (random.next() < 0.25)
    sentences.push(random.pick(extras.filter((e) => !sentences.includes(e))));
  return sentences.join(' ');
}

/** Alt texts for a venue's images, in the order the gallery shows them. */
export const MEDIA_ROOMS = [
  'Exterior of',
  'Living room of',
  'Bedroom of',
  'Kitchen of',
  'View from',
] as const;

/** Names for generated (benchmark) venues: "<adjective> <kind>". */
const adjectives = [
  'Cosy',
  'Sunny',
  'Quiet',
  'Modern',
  'Rustic',
  'Charming',
  'Spacious',
  'Bright',
  'Hidden',
  'Grand',
];
const kinds = [
  'Cabin',
  'Apartment',
  'Villa',
  'Cottage',
  'Loft',
  'Studio',
  'Chalet',
  'Townhouse',
  'Bungalow',
  'Lodge',
];

export function generatedVenueName(random: Random, city: string): string {
  return `${random.pick(adjectives)} ${random.pick(kinds)} in ${city}`;
}
