import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { dataEnvelope } from '@holidaze/domain';
import { single } from './envelope.js';
import { zodRoutes } from './zod-routes.js';

/**
 * A POST, left out of the API's description, that runs a job's round as the job would at the
 * body's `at`: browser tests use these as their clock, so none waits for a job's time to come.
 * app.ts registers them only with DEV_JOB_TRIGGER=true, which the configuration refuses in
 * production. `fields` are what the body carries besides `at`.
 */
export function devJobTrigger<F extends z.ZodRawShape, R extends z.ZodType>(
  plugin: FastifyInstance,
  url: string,
  schema: { fields: F; result: R },
  run: (at: Date, body: z.output<z.ZodObject<F>>) => Promise<z.output<R>>,
) {
  const body = z.object({ at: z.iso.datetime(), ...schema.fields });
  // Typed here by `run`'s signature: the route's generic schema is too wide for the provider.
  const routeSchema: FastifySchema = {
    hide: true,
    body,
    response: { 200: dataEnvelope(schema.result) },
  };
  zodRoutes(plugin).post(url, { schema: routeSchema }, async (request) => {
    const { at, ...fields } = request.body as { at: string } & z.output<z.ZodObject<F>>;
    return single(await run(new Date(at), fields as z.output<z.ZodObject<F>>));
  });
}
