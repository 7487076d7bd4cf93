import { describe, expect, it } from 'vitest';
import * as domain from './index';
import type {
  Amenities,
  BookingStatus,
  CalendarDate,
  SearchableVenue,
  SortKey,
  Stay,
  VenueSearchFilters,
} from './index';

// The server and the web app code against these names: renaming one must fail here first.
const RULE_FUNCTIONS = [
  'isCalendarDate',
  'toCalendarDate',
  'calendarDateFromLocal',
  'calendarDateToLocal',
  'calendarDateToIso',
  'addDays',
  'daysBetween',
  'compareCalendarDates',
  'todayLocal',
  'todayUtc',
  'earliestTodayAnywhere',
  'staysOverlap',
  'isStayFree',
  'isNightBooked',
  'lastCheckOutFor',
  'nightsBetween',
  'stayTotal',
  'bookingStatus',
  'isBookingChangeable',
  'ratingLabel',
  'ratingStars',
  'formatRating',
  'truncateAtWord',
  'stripHtml',
  'pageCount',
  'slicePage',
  'paginationWindow',
  'matchesSearch',
  'isVenueUnavailable',
  'filterVenues',
  'sortVenues',
  'bookingReference',
  'formatDisplayDate',
  'formatNok',
  'formatThousands',
] as const;

const RULE_CONSTANTS = [
  'MIN_STAY_NIGHTS',
  'RATING_MIN',
  'RATING_MAX',
  'RATING_STEP',
  'NAME_DISPLAY_MAX',
  'PLACE_DISPLAY_MAX',
  'BROWSE_PAGE_SIZE',
  'BULK_PAGE_SIZE',
  'ACCOUNT_PAGE_SIZE',
  'OVERVIEW_ITEM_COUNT',
  'TOP_VENUES_COUNT',
  'NO_AMENITIES',
  'DEFAULT_SEARCH_FILTERS',
  'SORT_OPTIONS',
  'DEFAULT_SORT_KEY',
  'DEFAULT_GUESTS',
  'MIN_GUESTS',
  'UNKNOWN_CITY',
  'UNKNOWN_COUNTRY',
  'DEFAULT_LAT',
  'DEFAULT_LNG',
  'MAX_MEDIA',
  'DEFAULT_VENUE_IMAGE',
  'DEFAULT_AVATAR',
  'DEFAULT_BANNER',
] as const;

describe('the package entry', () => {
  it.each(RULE_FUNCTIONS)('exports the rule %s', (name) => {
    expect(typeof domain[name]).toBe('function');
  });

  it.each(RULE_CONSTANTS)('exports the constant %s', (name) => {
    expect(domain[name]).toBeDefined();
  });

  it('exports the agreed types (checked by the compiler)', () => {
    const day: CalendarDate = '2026-01-05';
    const stay: Stay = { dateFrom: day, dateTo: '2026-01-06' };
    const status: BookingStatus = domain.bookingStatus(stay, day);
    const key: SortKey = domain.DEFAULT_SORT_KEY;
    const amenities: Amenities = domain.NO_AMENITIES;
    const filters: VenueSearchFilters = { ...domain.DEFAULT_SEARCH_FILTERS, amenities };
    const venues: SearchableVenue[] = [];
    expect([status, key, domain.filterVenues(venues, filters)]).toEqual(['ongoing', 'newest', []]);
  });
});
