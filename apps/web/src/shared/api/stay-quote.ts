import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDate, PriceQuote } from '@holidaze/domain';
import { apiData } from './http-client';
import { venueKeys } from './query-keys';

export interface QuoteRequest {
  venueId: string;
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
}

/** The stay's itemised price at the venue's prices now (the server's `quoteStay`). */
export async function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<PriceQuote> {
  const { venueId, from, to, guests } = request;
  return apiData<PriceQuote>(`/holidaze/venues/${encodeURIComponent(venueId)}/quote`, {
    query: { dateFrom: from, dateTo: to, guests },
    signal,
  });
}

export const quoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: venueKeys.quote(request.venueId, request.from, request.to, request.guests),
    queryFn: ({ signal }) => getQuote(request, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useQuote = (request: QuoteRequest) => useQuery(quoteQueryOptions(request));
