import { queryOptions } from '@tanstack/react-query';
import type { ExchangeRates } from '@holidaze/domain';
import { apiRequest } from './http-client';

/** GET the operator's rates from NOK (public; the server lets caches keep them five minutes). */
export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['exchange-rates'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<ExchangeRates>('/holidaze/exchange-rates', { signal })).data,
    staleTime: 5 * 60_000,
    retry: false,
  });
