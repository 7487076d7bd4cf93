import type { FastifyInstance } from 'fastify';
import { dataEnvelope, exchangeRatesSchema } from '@holidaze/domain';
import { serviceUnavailable } from '../../http/api-error.js';
import { single } from '../../http/envelope.js';
import { routeOptions, zodRoutes, type RouteDeps } from '../../http/zod-routes.js';
import { createExchangeRateRepository } from './exchange-rate-repository.js';
import { exchangeRatesView } from './exchange-rates-view.js';

/**
 * How long a browser or a shared cache may keep the rates without asking again: the operator
 * sets them at most daily, and a price in another currency is shown as approximate.
 */
export const EXCHANGE_RATES_CACHE_CONTROL = 'public, max-age=300';

/**
 * The exchange rates prices are shown at in the traveller's currency
 * (docs/decisions/033-exchange-rates-set-by-the-operator.md). A public read: kept in the shared
 * cache (docs/decisions/016-shared-cache-of-public-reads.md), which `exchange_rates`' triggers
 * empty on every import, whoever makes it.
 */
export async function currencyRoutes(
  plugin: FastifyInstance,
  deps: Pick<RouteDeps, 'db' | 'auth'>,
) {
  const app = zodRoutes(plugin);
  const rates = createExchangeRateRepository(deps.db);
  const route = routeOptions(['currencies'], deps.auth);

  app.get(
    '/holidaze/exchange-rates',
    {
      ...route.open({
        summary: "The operator's rates from NOK to each currency prices may be shown in",
        response: { 200: dataEnvelope(exchangeRatesSchema) },
      }),
      config: { publicRead: true },
      // A route's own hook, so an answer from the shared cache carries it too; not on an error.
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode < 400) reply.header('cache-control', EXCHANGE_RATES_CACHE_CONTROL);
        done(null, payload);
      },
    },
    async () => {
      const view = exchangeRatesView(await rates.all());
      if (!view) throw serviceUnavailable('Exchange rates are not available');
      return single(view);
    },
  );
}
