/** Every path of the web app (spec §2), with href builders: no string paths in components. */
const enc = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export const paths = {
  home: '/',
  browse: (search: Record<string, string | number | undefined> = {}) =>
    withQuery('/browse', search),
  venue: (id: string, query: { dateFrom?: string; dateTo?: string; guests?: number } = {}) =>
    withQuery(`/venue/${enc(id)}`, query),
  bookingSuccess: '/booking-success',
  /** The confirmation of one booking, read from the API by its id. */
  bookingConfirmation: (bookingId: string) => withQuery('/booking-success', { booking: bookingId }),
  /** The traveller's Upcoming bookings; `booking` opens the list on that booking's page. */
  user: (name: string, query: { booking?: string } = {}) => withQuery(`/user/${enc(name)}`, query),
  userProfile: (name: string) => `/user/${enc(name)}/user-profile`,
  userBookingHistory: (name: string) => `/user/${enc(name)}/user-booking-history`,
  admin: (name: string) => `/admin/${enc(name)}`,
  adminManageVenues: (name: string) => `/admin/${enc(name)}/manage-venues`,
  adminManageBookings: (name: string) => `/admin/${enc(name)}/manage-bookings`,
  adminNewVenue: (name: string) => `/admin/${enc(name)}/new-venue`,
  adminCalendar: (name: string) => `/admin/${enc(name)}/calendar`,
  adminVenueCalendar: (name: string, venueId: string) =>
    `/admin/${enc(name)}/calendar/${enc(venueId)}`,
  /** The venue's prices, fees, discounts and cancellation policy: a section of its calendar page. */
  adminVenuePricing: (name: string, venueId: string) =>
    `/admin/${enc(name)}/calendar/${enc(venueId)}#pricing`,
  adminEditVenue: (name: string, venueId: string) =>
    `/admin/${enc(name)}/edit-venue/${enc(venueId)}`,
  notifications: '/notifications',
  /** The inbox: the viewer's conversations, newest activity first. */
  messages: '/messages',
  conversation: (id: string) => `/messages/${enc(id)}`,
  /** Asking a venue's host: opens (or adds to) the viewer's conversation about that venue. */
  contactHost: (venueId: string) => withQuery('/messages/new', { venue: venueId }),
  forgotPassword: '/forgot-password',
  login: '/login',
  register: (type?: 'manager') => (type ? `/register?type=${type}` : '/register'),
  about: '/about',
  contact: '/contact',
  unauthorized: '/unauthorized',
} as const;
