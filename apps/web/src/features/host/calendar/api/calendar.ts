import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarBlock,
  HostMonth,
  ImportedFeed,
  StayRules,
  VenueMonth,
} from '@holidaze/domain';
import { apiRequest } from '../../../../shared/api/http-client';
import { stayRulesPath } from '../../../../shared/api/stay-rules';

// The server's response schemas (packages/domain) are these types: a change there is a type error here.
export type {
  CalendarBlock,
  CalendarBooking,
  HostMonth,
  ImportedFeed,
  VenueMonth,
} from '@holidaze/domain';

const venuePath = (venueId: string) => `/holidaze/venues/${encodeURIComponent(venueId)}`;
const calendarKey = (venueId: string) => ['host-calendar', venueId] as const;

export function venueMonthQueryOptions(venueId: string, month: string) {
  return queryOptions({
    queryKey: [...calendarKey(venueId), 'month', month] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<VenueMonth>(`${venuePath(venueId)}/calendar`, {
          auth: true,
          query: { month },
          signal,
        })
      ).data,
    retry: false,
  });
}

export const useVenueMonth = (venueId: string, month: string) =>
  useQuery(venueMonthQueryOptions(venueId, month));

export function useFeedUrl(venueId: string) {
  return useQuery({
    queryKey: [...calendarKey(venueId), 'feed-url'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ url: string }>(`${venuePath(venueId)}/calendar-feed`, {
          auth: true,
          signal,
        })
      ).data.url,
    retry: false,
  });
}

/** Blocking, unblocking and a new feed URL: each refreshes the venue's calendar when done. */
export function useCalendarChanges(venueId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKey(venueId) });
  return {
    block: useMutation({
      mutationFn: (block: { dateFrom: string; dateTo: string; note: string }) =>
        apiRequest<CalendarBlock>(`${venuePath(venueId)}/blocks`, {
          method: 'POST',
          auth: true,
          body: { ...block, note: block.note.trim() || null },
        }),
      onSuccess: refresh,
    }),
    unblock: useMutation({
      mutationFn: (blockId: string) =>
        apiRequest<void>(`${venuePath(venueId)}/blocks/${encodeURIComponent(blockId)}`, {
          method: 'DELETE',
          auth: true,
        }),
      onSuccess: refresh,
    }),
    rotateFeed: useMutation({
      mutationFn: () =>
        apiRequest<{ url: string }>(`${venuePath(venueId)}/calendar-feed/rotation`, {
          method: 'POST',
          auth: true,
        }),
      onSuccess: refresh,
    }),
  };
}

export function useImportedFeeds(venueId: string) {
  return useQuery({
    queryKey: [...calendarKey(venueId), 'imports'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<ImportedFeed[]>(`${venuePath(venueId)}/ical-feeds`, { auth: true, signal }))
        .data,
    retry: false,
  });
}

/** Rules and imported feeds: each refreshes the venue's calendar when done. */
export function useCalendarSettings(venueId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKey(venueId) });
  const feedPath = (feedId: string) =>
    `${venuePath(venueId)}/ical-feeds/${encodeURIComponent(feedId)}`;
  return {
    saveRules: useMutation({
      mutationFn: (rules: StayRules) =>
        apiRequest<StayRules>(stayRulesPath(venueId), {
          method: 'PUT',
          auth: true,
          body: rules,
        }),
      onSuccess: refresh,
    }),
    addFeed: useMutation({
      mutationFn: (url: string) =>
        apiRequest<ImportedFeed>(`${venuePath(venueId)}/ical-feeds`, {
          method: 'POST',
          auth: true,
          body: { url },
        }),
      onSuccess: refresh,
    }),
    syncFeed: useMutation({
      mutationFn: (feedId: string) =>
        apiRequest<unknown>(`${feedPath(feedId)}/sync`, { method: 'POST', auth: true }),
      onSuccess: refresh,
    }),
    removeFeed: useMutation({
      mutationFn: (feedId: string) =>
        apiRequest<void>(feedPath(feedId), { method: 'DELETE', auth: true }),
      onSuccess: refresh,
    }),
  };
}

export function useHostMonth(name: string, month: string) {
  return useQuery({
    queryKey: ['host-calendar', 'all', name, month] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<HostMonth>(`/holidaze/profiles/${encodeURIComponent(name)}/calendar`, {
          auth: true,
          query: { month },
          signal,
        })
      ).data,
    retry: false,
  });
}
