import type { BookingListQuery } from '@holidaze/domain';
import type { Viewer } from '../../auth/viewer.js';
import type { BookingRow } from '../../db/schema.js';
import { list } from '../../http/envelope.js';
import type { BookingQueries } from './booking-repository.js';

/** A page of bookings as the API lists them: each with what the query embeds, and the paging. */
export async function bookingListPage(
  bookings: Pick<BookingQueries, 'embed'>,
  page: { rows: BookingRow[]; totalCount: number },
  query: BookingListQuery,
  viewer: Viewer,
) {
  const data = await bookings.embed(page.rows, {
    venue: query._venue,
    customer: query._customer,
    viewer,
  });
  return list(data, query.page, query.limit, page.totalCount);
}
