import type { ColumnType, Generated, Selectable, Insertable, Updateable } from 'kysely';
import type {
  BookingMode,
  BookingState,
  CancellationPolicy,
  CurrencyCode,
  Locale,
  PaymentPreference,
  PriceQuote,
  PriceSeason,
  ReviewSide,
} from '@holidaze/domain';

/**
 * Kysely's view of the tables created by ./migrations. Column names are snake_case in SQL;
 * the API's camelCase shapes are built in each feature's mapper, never here.
 *
 * - `date` columns come back as 'YYYY-MM-DD' strings on both engines (type parser for OID 1082).
 * - `jsonb` is written as a JSON string (node-postgres would turn a JS array into a PG array).
 */
/** Read as a Date; written as a Date or ISO string; optional on insert (the column defaults to now()). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface MediaItem {
  url: string;
  alt: string;
}

export interface ProfilesTable {
  id: Generated<string>;
  name: string;
  email: string;
  password_hash: string;
  bio: string | null;
  avatar_url: string;
  avatar_alt: Generated<string>;
  banner_url: string;
  banner_alt: Generated<string>;
  venue_manager: Generated<boolean>;
  /** Categories of e-mail the person turned off (`false`); migration 008. */
  email_preferences: ColumnType<Partial<Record<string, boolean>>, string | undefined, string>;
  /** The language their mails and calendar feed are written in; migration 025. */
  language: Generated<Locale>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiKeysTable {
  key: string;
  profile_id: string;
  name: string;
  status: Generated<string>;
  created_at: Timestamp;
}

export interface VenuesTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  description: string;
  /** The language `description` is in, null when not said; and it in the other (migration 026). */
  description_language: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
  description_translation: ColumnType<string | null, string | null | undefined, string | null>;
  media: Json<MediaItem[]>;
  price: number;
  max_guests: number;
  rating: Generated<number>;
  wifi: Generated<boolean>;
  parking: Generated<boolean>;
  breakfast: Generated<boolean>;
  pets: Generated<boolean>;
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  continent: string | null;
  lat: number | null;
  lng: number | null;
  /** Maintained by a trigger on bookings: the popularity sort and `_count.bookings`. */
  booking_count: ColumnType<number, never, never>;
  /** Generated: lower-cased name, description, city and country, trigram-indexed for `q`. */
  search_text: ColumnType<string, never, never>;
  /**
   * Published guest reviews in figures, written when reviews publish (migration 010);
   * `review_rating` is what the rating sort reads, null before the first review (migration 017).
   */
  review_count: Generated<number>;
  review_rating: ColumnType<number | null, never, number | null>;
  review_cleanliness: ColumnType<number | null, never, number | null>;
  review_accuracy: ColumnType<number | null, never, number | null>;
  review_location: ColumnType<number | null, never, number | null>;
  review_value: ColumnType<number | null, never, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingsTable {
  id: Generated<string>;
  venue_id: string;
  customer_id: string;
  /** 'YYYY-MM-DD'; the stay is half-open: [date_from, date_to). */
  date_from: string;
  date_to: string;
  guests: number;
  /** 'REF-' + 8 Crockford base32 characters, unique; defaults from a sequence (migration 004). */
  reference: Generated<string>;
  /** Only `requested` and `confirmed` bookings hold nights (the exclusion constraint is partial). */
  status: Generated<BookingState>;
  cancelled_at: Date | null;
  cancellation_reason: string | null;
  /** When a request lapses unanswered; set while `requested` (migration 008). */
  expires_at: Date | null;
  responded_at: Date | null;
  host_message: string | null;
  reminder_sent_at: Date | null;
  /** The price the stay was booked at (domain `PriceQuote`); null before migration 009. */
  quote: ColumnType<PriceQuote | null, string | null | undefined, string | null>;
  total_ore: ColumnType<string | null, number | null | undefined, number | null>;
  /** The venue's policy when it was booked; null before migration 009. */
  cancellation_policy: CancellationPolicy | null;
  /** What cancelling gave back (øre), once cancelled. */
  refund_ore: ColumnType<string | null, number | null | undefined, number | null>;
  payment_preference: PaymentPreference | null;
  /** When the "review your stay" notice went out (migration 010). */
  review_prompt_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Travellers a host takes no more bookings from (migration 012). */
export interface BlockedTravellersTable {
  host_id: string;
  traveller_id: string;
  created_at: Generated<Date>;
}

/** The first answer to a keyed POST, replayed for 24 hours (migration 004). */
export interface IdempotencyKeysTable {
  profile_id: string;
  /** Which endpoint: 'bookings' or 'venues'. */
  scope: string;
  key: string;
  /** SHA-256 of the request body, so a different body under the same key is refused. */
  request_hash: string;
  status_code: number;
  response: Json<unknown>;
  created_at: ColumnType<Date, Date, Date>;
}

/** A message from the Contact page, for the operator only (migration 006). */
export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A fixed-window counter of a route-level rate limit for one client address (migration 005). */
export interface AuthThrottleTable {
  /** The route and the client address. */
  key: string;
  count: number;
  reset_at: ColumnType<Date, Date, Date>;
}

/** Failed logins of one account (the normalised e-mail, known or not), for the back-off (migration 005). */
export interface LoginFailuresTable {
  /** SHA-256 (hex) of the normalised e-mail: `accountKey` in login-backoff.ts. */
  email: string;
  failures: number;
  last_failed_at: ColumnType<Date, Date, Date>;
}

/** A feed a host imports (migration 007). */
export interface IcalFeedsTable {
  id: Generated<string>;
  venue_id: string;
  url: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  /** What kind of failure `last_error` is (migration 013; the domain's `FeedErrorCategory`). */
  last_error_category: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the scheduler next reads it (set to now for an immediate read). */
  next_sync_at: ColumnType<Date, Date | undefined, Date>;
}

/** Nights a host closed (`feed_id` null) or a feed imported (migration 007). */
export interface VenueBlocksTable {
  id: Generated<string>;
  venue_id: string;
  /** 'YYYY-MM-DD', half-open like bookings. */
  date_from: string;
  date_to: string;
  /** The host's private note; never shown to travellers or in the exported feed. */
  note: string | null;
  feed_id: string | null;
  uid: string | null;
  summary: string | null;
  /** An imported block that collided with a booking: kept for the host, takes no nights. */
  conflict: Generated<boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Every taken night, kept by triggers; its exclusion constraint is the guarantee (migration 007). */
export interface VenueOccupancyTable {
  venue_id: string;
  nights: ColumnType<string, never, never>;
  booking_id: string | null;
  block_id: string | null;
}

/** A venue's stay rules, when its host set any (migration 007). */
export interface VenueStayRulesTable {
  venue_id: string;
  min_nights: number;
  max_nights: number | null;
  horizon_days: number | null;
  notice_days: number;
  check_in_time: string | null;
  check_out_time: string | null;
  seasons: Json<{ dateFrom: string; dateTo: string; minNights: number; label?: string | null }[]>;
  booking_mode: Generated<BookingMode>;
  request_hours: Generated<number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The secret in a venue's exported feed URL (migration 007). */
export interface VenueCalendarTokensTable {
  venue_id: string;
  token: string;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

/** What a host set beyond the nightly price (migration 009). */
export interface VenuePricingTable {
  venue_id: string;
  weekend_price: number | null;
  cleaning_fee: number | null;
  extra_guest_fee: number | null;
  extra_guests_from: number | null;
  weekly_discount_percent: number | null;
  monthly_discount_percent: number | null;
  seasons: ColumnType<PriceSeason[], string | undefined, string>;
  cancellation_policy: ColumnType<CancellationPolicy, CancellationPolicy | undefined>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A review of a stay, one per booking and side; hidden until `published_at` (migration 010). */
export interface ReviewsTable {
  id: Generated<string>;
  booking_id: string;
  venue_id: string;
  side: ReviewSide;
  author_id: string;
  subject_id: string;
  stars: number;
  cleanliness: number | null;
  accuracy: number | null;
  location: number | null;
  value: number | null;
  text: string;
  created_at: ColumnType<Date, Date, never>;
  window_closes_at: ColumnType<Date, Date, never>;
  published_at: Date | null;
  reply: string | null;
  replied_at: Date | null;
}

/** One entry of a person's in-app list (migration 008). */
export interface NotificationsTable {
  id: Generated<string>;
  /** Insertion order: the list's order, newest first. */
  seq: ColumnType<string, never, never>;
  profile_id: string;
  kind: string;
  title: string;
  body: string;
  /** Where in the web app it leads, a path such as `/bookings/<id>`. */
  link: string;
  booking_id: string | null;
  created_at: ColumnType<Date, Date, never>;
  read_at: Date | null;
}

/** An e-mail written with the change that caused it, delivered by the job runner (migration 008). */
export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  category: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  /** At most one mail per key (a reminder per booking, say). */
  dedupe_key: string | null;
  created_at: ColumnType<Date, Date, never>;
  next_attempt_at: Date;
  attempts: Generated<number>;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A single-use password reset link; only its token's SHA-256 is kept (migration 008). */
export interface PasswordResetsTable {
  token_hash: string;
  profile_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** SHA-256 of the requesting client's address (migration 014); null on older rows. */
  requested_by: string | null;
}

/** An uploaded photo (migration 018); its files are in the media storage under `u/<hash>/`. */
export interface ImagesTable {
  id: Generated<string>;
  hash: string;
  owner_id: string | null;
  width: number;
  height: number;
  /** A ThumbHash, base64. */
  placeholder: string;
  created_at: Timestamp;
  attached_at: Timestamp | null;
  /** When the sweep next looks whether anything shows it (null: shown, nothing to look at). */
  due_at: Timestamp | null;
}

/** Which storage holds the uploaded photos (features/media/storage/shared-storage.ts). */
export interface MediaStorageTable {
  id: number;
  token: string;
  created_at: Timestamp;
}

/** One per traveller and venue (migration 019). */
export interface ConversationsTable {
  id: Generated<string>;
  venue_id: string;
  guest_id: string;
  host_id: string;
  created_at: Date;
  last_message_at: Date;
  /** When each side was last mailed of unread messages here (at most once an hour). */
  guest_mailed_at: Date | null;
  host_mailed_at: Date | null;
}

export interface MessagesTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  conversation_id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
  /** Looked at by the unread-mail job (features/conversations/unread-mail-job.ts). */
  mail_checked_at: Date | null;
}

export interface MessageReportsTable {
  message_id: string;
  reporter_id: string;
  reason: string;
  created_at: Date;
  /** When it went out to the operator in a batch (migration 022). */
  told_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the operator closed it; open while null. */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One currency's rate against NOK (migration 024): its whole units per 1,000,000 NOK. */
export interface ExchangeRatesTable {
  currency: CurrencyCode;
  rate: number;
  set_at: Date;
  source: string;
}

export interface ProfileBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: Date;
}

/** What a person's live streams carry, numbered, kept for the replay window (migration 019). */
export interface LiveEventsTable {
  id: ColumnType<string, never, never>;
  profile_id: string;
  type: string;
  data: ColumnType<unknown, string, never>;
  created_at: Date;
}

/** A person's list of venues (migration 021). */
export interface WishlistsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  is_default: Generated<boolean>;
  /** The read-only link's secret; null while the link is off. */
  share_token: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: ColumnType<Date, Date, Date>;
}

/** A venue saved in a list (migration 021); `owner_id` is the list's. */
export interface WishlistVenuesTable {
  wishlist_id: string;
  owner_id: string;
  venue_id: string;
  saved_at: ColumnType<Date, Date, Date>;
}

export interface Database {
  profiles: ProfilesTable;
  api_keys: ApiKeysTable;
  venues: VenuesTable;
  bookings: BookingsTable;
  idempotency_keys: IdempotencyKeysTable;
  contact_messages: ContactMessagesTable;
  auth_throttle: AuthThrottleTable;
  login_failures: LoginFailuresTable;
  ical_feeds: IcalFeedsTable;
  venue_blocks: VenueBlocksTable;
  venue_occupancy: VenueOccupancyTable;
  venue_stay_rules: VenueStayRulesTable;
  venue_calendar_tokens: VenueCalendarTokensTable;
  notifications: NotificationsTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  venue_pricing: VenuePricingTable;
  reviews: ReviewsTable;
  blocked_travellers: BlockedTravellersTable;
  images: ImagesTable;
  media_storage: MediaStorageTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  message_reports: MessageReportsTable;
  profile_blocks: ProfileBlocksTable;
  live_events: LiveEventsTable;
  wishlists: WishlistsTable;
  wishlist_venues: WishlistVenuesTable;
  exchange_rates: ExchangeRatesTable;
}

export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfileRow = Insertable<ProfilesTable>;
export type ProfileUpdateRow = Updateable<ProfilesTable>;
export type VenueRow = Selectable<VenuesTable>;
export type NewVenueRow = Insertable<VenuesTable>;
export type VenueUpdateRow = Updateable<VenuesTable>;
export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;
export type BookingUpdateRow = Updateable<BookingsTable>;
export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
export type VenueBlockRow = Selectable<VenueBlocksTable>;
export type IcalFeedRow = Selectable<IcalFeedsTable>;
