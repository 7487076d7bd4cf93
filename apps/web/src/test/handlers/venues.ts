import { http } from 'msw';
import { DEFAULT_STAY_RULES, type StayRules, type Venue } from '@holidaze/domain';
import { api, ok } from '../api';

const onePage = { isFirstPage: true, isLastPage: true, currentPage: 1, pageCount: 1 };

/** GET /holidaze/profiles/:name/venues: the host's venues (with their bookings), on one page. */
export const hostVenues = (venues: Venue[] | (() => Venue[])) =>
  http.get(api('/holidaze/profiles/:name/venues'), () => {
    const list = typeof venues === 'function' ? venues() : venues;
    return ok(list, { ...onePage, totalCount: list.length });
  });

/** GET /holidaze/venues/<its id>: one venue. */
export const venueRead = (venue: Venue) =>
  http.get(api(`/holidaze/venues/${encodeURIComponent(venue.id)}`), () => ok(venue));

/** GET /holidaze/venues/:id/rules: a venue's stay rules (the site's defaults unless given). */
export const venueRules = (rules: StayRules = DEFAULT_STAY_RULES) =>
  http.get(api('/holidaze/venues/:id/rules'), () => ok(rules));
