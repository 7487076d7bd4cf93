import type { BookingMode, BookingState } from './booking-requests';
import type { CancellationPolicy } from './cancellation-policy';
import type { Locale } from './locale';
import type { PaymentPreference } from './payment-preference';
import type { PriceQuote } from './price-quote';
import type { ReviewSummary } from './rating';

/** JSON shapes of the provider API (api-contract "Shapes"). Dates are ISO strings. */
export interface Media {
  url: string;
  alt: string;
  /** Set for a photo uploaded to us (uploaded-images.ts): its size and a ThumbHash (base64). */
  width?: number;
  height?: number;
  placeholder?: string;
}

export interface VenueMeta {
  wifi: boolean;
  parking: boolean;
  breakfast: boolean;
  pets: boolean;
}

export interface VenueLocation {
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  continent: string | null;
  lat: number | null;
  lng: number | null;
}

export type ProfileCore = {
  name: string;
  email: string;
  bio: string | null;
  avatar: Media;
  banner: Media;
};

/** What every view of a booking carries: the stay, and when it was made and last changed. */
interface BookingCore {
  id: string;
  dateFrom: string;
  dateTo: string;
  guests: number;
  created: string;
  updated: string;
}

export interface VenueBooking extends BookingCore {
  /** `confirmed` or `requested`: a venue lists only the stays that hold its nights (ours, not Noroff's). */
  status?: BookingState;
  /** Only for the venue's owner. */
  reference?: string;
  /** Only for the venue's owner. */
  customer?: ProfileCore;
  /** Only for the venue's owner: what the stay costs as booked (øre), and itemised. */
  totalOre?: number | null;
  quote?: PriceQuote | null;
}

export type Venue = {
  id: string;
  name: string;
  description: string;
  media: Media[];
  price: number;
  maxGuests: number;
  rating: number;
  created: string;
  updated: string;
  meta: VenueMeta;
  location: VenueLocation;
  owner?: ProfileCore;
  bookings?: VenueBooking[];
  /** Present when a list was asked with dateFrom and dateTo. */
  isUnavailable?: boolean;
  /**
   * Ours: with dateFrom and dateTo searched, what that stay costs here in øre (the quote for
   * the searched guests, at least one), fees and discounts included.
   */
  stayTotalOre?: number;
  /** Ours: in lists, 'request' when the host answers each booking first (instant venues omit it). */
  bookingMode?: BookingMode;
  /**
   * Ours, not Noroff's: the published guest reviews in figures, null before the first. The
   * venue shows (and sorts by) their average once there are any, else the host-set `rating`.
   */
  reviewSummary?: ReviewSummary | null;
  /**
   * Ours, not Noroff's: the language the host wrote `description` in (null: not said), and the
   * description in the other language, if they wrote one (docs/api.md, "Venues").
   */
  descriptionLanguage?: Locale | null;
  descriptionTranslation?: string | null;
  _count: { bookings: number };
};

export interface Booking extends BookingCore {
  /**
   * 'REF-' and 8 characters, assigned by the server (see booking-reference.ts). This and the
   * status fields are ours: the Noroff API, which the web app can also use, leaves them out.
   */
  reference?: string;
  status?: BookingState;
  /** When the venue's owner cancelled it (ISO date-time), else null. */
  cancelledAt?: string | null;
  /** The owner's reason, when one was given. */
  cancellationReason?: string | null;
  /** While `requested`: when the request lapses unanswered (ISO date-time), else null. */
  expiresAt?: string | null;
  /** The host's message with an answer to a request, when one was given. */
  hostMessage?: string | null;
  /** The itemised price it was booked at (øre); null for bookings from before prices were kept. */
  quote?: PriceQuote | null;
  /** What the stay costs (øre), as booked. */
  totalOre?: number | null;
  /** The venue's policy when it was booked: what cancelling gives back. */
  cancellationPolicy?: CancellationPolicy | null;
  /** What its cancellation gave back (øre), once cancelled by either side. */
  refundOre?: number | null;
  /** How the traveller would like to pay the host (nothing is charged online). */
  paymentPreference?: PaymentPreference | null;
  venue?: Venue;
  customer?: ProfileCore;
}

export interface Profile extends ProfileCore {
  venueManager: boolean;
  /** Only on one's own profile. */
  language?: Locale;
  venues?: Venue[];
  bookings?: Booking[];
  _count: { venues: number; bookings: number };
}

export interface ListMeta {
  isFirstPage: boolean;
  isLastPage: boolean;
  currentPage: number;
  previousPage: number | null;
  nextPage: number | null;
  pageCount: number;
  totalCount: number;
}

export interface DataEnvelope<T> {
  data: T;
  meta: Record<string, never> | ListMeta;
}

export interface ListEnvelope<T> {
  data: T[];
  meta: ListMeta;
}

export interface ApiErrorItem {
  code?: string;
  message: string;
  path?: (string | number)[];
}

export interface ApiErrorBody {
  errors: ApiErrorItem[];
  status: string;
  statusCode: number;
}

export interface LoginData extends ProfileCore {
  accessToken: string;
  venueManager?: boolean;
}

export interface ApiKeyData {
  name: string;
  status: string;
  key: string;
}
