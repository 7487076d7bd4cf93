import {
  AMENITY_KEYS,
  DEFAULT_SEARCH_FILTERS,
  DEFAULT_SORT_KEY,
  SORT_OPTIONS,
  formatDisplayDate,
  formatMapBox,
  isCalendarDate,
  parseMapBox,
  searchStayProblem,
  todayLocal,
  type CalendarDate,
  type MapBox,
  type SortKey,
  type VenueSearchFilters,
} from '@holidaze/domain';

/**
 * The browse search lives in the URL (shareable, survives reload): filters, sort, page and, once
 * the traveller moved the map with "Search as I move the map" on, the map's box.
 */
export interface BrowseState {
  filters: VenueSearchFilters;
  sort: SortKey;
  page: number;
  box?: MapBox | undefined;
}

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/**
 * Dates a browse link brought that no venue page would book (a past check-in, a stay over the
 * longest, beyond the horizon: domain `searchStayProblem`) are left out, and `note` says why.
 */
export function readBrowseParams(
  params: URLSearchParams,
  today: CalendarDate = todayLocal(),
): { state: BrowseState; note: string | null } {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  const sort = params.get('sort') as SortKey | null;
  let dateFrom = date('dateFrom');
  let dateTo = date('dateTo');
  let note: string | null = null;
  if (dateFrom && dateFrom < today) {
    note = `The check-in date in the link (${formatDisplayDate(dateFrom)}) has passed, so the dates were left out.`;
    dateFrom = dateTo = '';
  }
  if (!dateFrom || !dateTo || dateTo <= dateFrom) dateFrom = dateTo = '';
  const problem = dateFrom ? searchStayProblem({ dateFrom, dateTo }, today) : undefined;
  if (problem) {
    note = `${problem.message}, so the dates in the link (${formatDisplayDate(dateFrom)} – ${formatDisplayDate(dateTo)}) were left out.`;
    dateFrom = dateTo = '';
  }
  return { state: browseState(params, sort, dateFrom, dateTo), note };
}

export function browseStateFromParams(params: URLSearchParams, today?: CalendarDate): BrowseState {
  return readBrowseParams(params, today).state;
}

/** A box the link brought that the API would refuse is left out: the list then shows all. */
function boxOf(value: string | null): MapBox | undefined {
  if (value === null) return undefined;
  const parsed = parseMapBox(value);
  return parsed.ok ? parsed.box : undefined;
}

function browseState(
  params: URLSearchParams,
  sort: SortKey | null,
  dateFrom: string,
  dateTo: string,
): BrowseState {
  return {
    filters: {
      query: params.get('q') ?? '',
      guests: positiveInt(params.get('guests'), DEFAULT_SEARCH_FILTERS.guests),
      dateFrom,
      dateTo,
      amenities: {
        wifi: params.get('wifi') === 'true',
        parking: params.get('parking') === 'true',
        breakfast: params.get('breakfast') === 'true',
        pets: params.get('pets') === 'true',
      },
    },
    sort: SORT_OPTIONS.some((option) => option.key === sort) ? sort! : DEFAULT_SORT_KEY,
    page: positiveInt(params.get('page'), 1),
    box: boxOf(params.get('bbox')),
  };
}

export function paramsFromBrowseState(state: BrowseState): Record<string, string> {
  const { filters } = state;
  const params: Record<string, string> = {};
  if (filters.query.trim()) params.q = filters.query.trim();
  if (filters.guests !== DEFAULT_SEARCH_FILTERS.guests) params.guests = String(filters.guests);
  if (filters.dateFrom && filters.dateTo) {
    params.dateFrom = filters.dateFrom;
    params.dateTo = filters.dateTo;
  }
  for (const key of AMENITY_KEYS) if (filters.amenities[key]) params[key] = 'true';
  if (state.sort !== DEFAULT_SORT_KEY) params.sort = state.sort;
  if (state.page > 1) params.page = String(state.page);
  if (state.box) params.bbox = formatMapBox(state.box);
  return params;
}
