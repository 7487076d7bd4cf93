/** Page titles per path (spec §2); anything else shows the brand alone. */
const TITLES: Record<string, string> = {
  '/': 'Home',
  '/about': 'About',
  '/contact': 'Contact',
  '/login': 'Login',
  '/register': 'Register',
  '/browse': 'Browse',
  '/booking-success': 'Booking Confirmed',
  '/unauthorized': 'Access Denied',
};

/** A meta description for every route: exact paths first, then the first segment. */
const DESCRIPTIONS: Record<string, string> = {
  '/': 'Find your perfect stay: holiday homes, cabins and venues worldwide, booked in minutes on Holidaze.',
  '/browse':
    'Search Holidaze venues by city, dates, guests and amenities, and compare prices per night in NOK.',
  '/venue': 'A venue on Holidaze: photos, amenities, location, host and available dates.',
  '/booking-success': 'Your Holidaze booking: dates, guests and price of the stay.',
  '/login': 'Log in to Holidaze to book venues and manage your stays.',
  '/register': 'Create a Holidaze account as a traveller, or as a host to list your venues.',
  '/about': 'About Holidaze: who we are and how we help travellers and hosts find each other.',
  '/contact': 'Contact the Holidaze team with questions about a stay, a venue or hosting.',
  '/unauthorized': 'You do not have permission to view this Holidaze page.',
  '/user': 'Your Holidaze profile: upcoming stays, booking history and your details.',
  '/admin': 'The Holidaze host dashboard: your venues, their bookings and revenue.',
};
const NOT_FOUND_DESCRIPTION =
  'This Holidaze page does not exist. Find your way back to the venues.';

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export function titleForPath(pathname: string): string | undefined {
  return TITLES[normalise(pathname)];
}

export function descriptionForPath(pathname: string): string {
  const path = normalise(pathname);
  const section = `/${path.split('/')[1] ?? ''}`;
  return DESCRIPTIONS[path] ?? DESCRIPTIONS[section] ?? NOT_FOUND_DESCRIPTION;
}
