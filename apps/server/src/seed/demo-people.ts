/**
 * The demo accounts: 4 venue managers and 12 travellers. The first of each is the fixed demo
 * login from the README (password `holidaze-demo` for everyone).
 */
export const DEMO_PASSWORD = 'holidaze-demo';
/**
 * DEMO_PASSWORD hashed once, at the default cost, and kept: the demo seed is on every first
 * start's path, and hashing takes half a second on purpose. The password is public (README), so
 * a public salt gives nothing away.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$CXs8jybgLk6xdUBIbA6Oag==$NOqu+dsm7ljnkNwf3NVdykasJkvsAxVPJf+GpIDrhr0=';
export const DEMO_EMAIL_DOMAIN = 'stud.noroff.no';

export interface DemoPerson {
  name: string;
  fullName: string;
  email: string;
  bio: string;
  venueManager: boolean;
}

const person = (
  name: string,
  fullName: string,
  bio: string,
  venueManager: boolean,
): DemoPerson => ({
  name,
  fullName,
  email: `${name.replaceAll('_', '.')}@${DEMO_EMAIL_DOMAIN}`,
  bio,
  venueManager,
});

export const DEMO_MANAGERS: readonly DemoPerson[] = [
  person(
    'demo_manager',
    'Demo Manager',
    'I host homes around the world and love helping guests find their perfect stay.',
    true,
  ),
  person(
    'ingrid_hansen',
    'Ingrid Hansen',
    'Norwegian host with cabins by the fjords. Ask me about the best hikes.',
    true,
  ),
  person(
    'mateo_silva',
    'Mateo Silva',
    'Architect turned host. I restore old houses in South America and beyond.',
    true,
  ),
  person(
    'aiko_tanaka',
    'Aiko Tanaka',
    'I look after townhouses in Asia and Oceania and reply within the hour.',
    true,
  ),
];

export const DEMO_TRAVELLERS: readonly DemoPerson[] = [
  person(
    'demo_traveller',
    'Demo Traveller',
    'Always planning the next trip. Coffee first, sightseeing second.',
    false,
  ),
  person('lars_berg', 'Lars Berg', 'Weekend hiker and amateur photographer from Trondheim.', false),
  person(
    'amara_okafor',
    'Amara Okafor',
    'Food lover travelling the world one market at a time.',
    false,
  ),
  person(
    'sofia_rossi',
    'Sofia Rossi',
    'Art historian who never says no to a museum or a beach.',
    false,
  ),
  person(
    'liam_murphy',
    'Liam Murphy',
    'Remote developer looking for quiet places with good Wi-Fi.',
    false,
  ),
  person(
    'chen_wei',
    'Chen Wei',
    'Travelling with my family of four, usually somewhere warm.',
    false,
  ),
  person('nora_lindqvist', 'Nora Lindqvist', 'Skier in winter, sailor in summer.', false),
  person('kwame_mensah', 'Kwame Mensah', 'Musician on tour. Light sleeper, heavy packer.', false),
  person(
    'elena_petrova',
    'Elena Petrova',
    'I collect sunsets and recipes from every country I visit.',
    false,
  ),
  person('jack_wilson', 'Jack Wilson', 'Surfer chasing waves from Bondi to Florianópolis.', false),
  person('priya_sharma', 'Priya Sharma', 'Yoga teacher who loves mountain retreats.', false),
  person(
    'tomas_novak',
    'Tomas Novak',
    'Slow traveller: one city a month, always by train when I can.',
    false,
  ),
];

/** Every demo person in seeding order: person i (from 0) wears avatar and banner number i + 1. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [...DEMO_MANAGERS, ...DEMO_TRAVELLERS];

/** The initials avatar n wears: those of the demo person it belongs to, if any. */
export function demoAvatarInitials(n: number): string | undefined {
  const person = Number.isInteger(n) && n >= 1 ? DEMO_PEOPLE[n - 1] : undefined;
  return person ? initialsOf(person.fullName) : undefined;
}

/** 'Demo Manager' → 'DM': a first and a last initial. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
