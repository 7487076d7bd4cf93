import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * Descriptors, translated when a page is shown (`i18n._`): this module runs before the page's
 * catalogue has arrived (docs/decisions/037-languages.md).
 */

/** Page titles per path (spec §2); anything else shows the brand alone. */
const TITLES: Record<string, MessageDescriptor> = {
  '/': msg`Home`,
  '/about': msg`About`,
  '/contact': msg`Contact`,
  '/login': msg`Login`,
  '/register': msg`Register`,
  '/browse': msg`Browse`,
  '/booking-success': msg`Booking Confirmed`,
  '/unauthorized': msg`Access Denied`,
};

/** A meta description for every route: exact paths first, then the first segment. */
const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  '/': msg`Find your perfect stay: holiday homes, cabins and venues worldwide, booked in minutes on Holidaze.`,
  '/browse': msg`Search Holidaze venues by city, dates, guests and amenities, and compare prices per night in NOK.`,
  '/venue': msg`A venue on Holidaze: photos, amenities, location, host and available dates.`,
  '/booking-success': msg`Your Holidaze booking: dates, guests and price of the stay.`,
  '/login': msg`Log in to Holidaze to book venues and manage your stays.`,
  '/register': msg`Create a Holidaze account as a traveller, or as a host to list your venues.`,
  '/about': msg`About Holidaze: who we are and how we help travellers and hosts find each other.`,
  '/contact': msg`Contact the Holidaze team with questions about a stay, a venue or hosting.`,
  '/unauthorized': msg`You do not have permission to view this Holidaze page.`,
  '/user': msg`Your Holidaze profile: upcoming stays, booking history and your details.`,
  '/admin': msg`The Holidaze host dashboard: your venues, their bookings and revenue.`,
};
const NOT_FOUND_DESCRIPTION = msg`This Holidaze page does not exist. Find your way back to the venues.`;

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export function titleForPath(pathname: string): string | undefined {
  const title = TITLES[normalise(pathname)];
  return title && i18n._(title);
}

export function descriptionForPath(pathname: string): string {
  const path = normalise(pathname);
  const section = `/${path.split('/')[1] ?? ''}`;
  return i18n._(DESCRIPTIONS[path] ?? DESCRIPTIONS[section] ?? NOT_FOUND_DESCRIPTION);
}
