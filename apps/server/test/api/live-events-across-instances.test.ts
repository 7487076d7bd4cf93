import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/open-database.js';
import { createApiKeyRepository } from '../../src/features/auth/api-key-repository.js';
import { createEmptyPostgresDatabase, postgresTestUrl } from '../support/index.js';
import { isEvent, openLiveStream } from './support/live-stream-client.js';
import {
  API_KEY,
  apiTestConfig,
  call,
  createHostAndGuests,
  listVenue,
  type Json,
  type TestUser,
} from './support/test-app.js';

/**
 * Two instances over one PostgreSQL database, as in production behind a load balancer: an event
 * written on one reaches a stream held by the other (LISTEN/NOTIFY, then a read of
 * `live_events`: docs/decisions/027-live-events-across-instances.md), and a stream that an
 * instance drains on shutdown resumes on the other without missing anything.
 */
describe.skipIf(!postgresTestUrl() && process.env.CI !== 'true')(
  'live events across two instances (postgres)',
  () => {
    const instances: { app: FastifyInstance; handle: DatabaseHandle; origin: string }[] = [];
    let drop = async () => {};
    const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-live-'));
    let host: TestUser;
    let guest: TestUser;
    let venueId: string;

    beforeAll(async () => {
      const database = await createEmptyPostgresDatabase({ migrated: true });
      drop = database.drop;
      const config = apiTestConfig(dataDir);
      for (let i = 0; i < 2; i++) {
        const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
        if (i === 0) await createApiKeyRepository(handle.db).provisionClientKey(API_KEY);
        const app = await buildApp(config, handle.db, { watchChanges: handle.watchChanges });
        await app.listen({ port: 0, host: '127.0.0.1' });
        const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        instances.push({ app, handle, origin });
      }
      [host, guest] = await createHostAndGuests(instances[0]!.app, 'multi_host', 'multi_guest');
      venueId = await listVenue(instances[0]!.app, host, {
        name: 'Two-instance loft',
        description: 'Seen from both',
        price: 1000,
        maxGuests: 2,
      });
    });

    afterAll(async () => {
      for (const { app, handle } of instances) {
        await app.close();
        await handle.close();
      }
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('carries a message written on instance A to a stream held by instance B', async () => {
      const [a, b] = instances;
      const onB = await openLiveStream(b!.origin, host);
      try {
        await onB.next((event) => event.id !== undefined);
        const asked = await call(a!.app, 'POST', '/api/holidaze/conversations', {
          user: guest,
          body: { venueId, body: 'Written on A' },
        });
        expect(asked.status).toBe(201);
        const heard = await onB.next(isEvent('message'));
        expect((heard.data as Json).message).toMatchObject({
          body: 'Written on A',
          sender: guest.name,
        });
      } finally {
        onB.close();
      }
    });

    it('ends its streams when an instance drains, and they resume on the other missing nothing', async () => {
      const [a, b] = instances;
      const onA = await openLiveStream(a!.origin, host);
      const opening = await onA.next((event) => event.id !== undefined);
      const conversation = (
        await call(b!.app, 'GET', '/api/holidaze/conversations', { user: guest })
      ).body.data[0] as Json;
      const draining = a!.app.close();
      await onA.ended;
      await draining;
      const sent = await call(
        b!.app,
        'POST',
        `/api/holidaze/conversations/${conversation.id}/messages`,
        {
          user: guest,
          body: { body: 'Sent while A was going away' },
        },
      );
      expect(sent.status).toBe(201);
      const onB = await openLiveStream(b!.origin, host, opening.id);
      try {
        const replayed = await onB.next(isEvent('message'));
        expect((replayed.data as Json).message.body).toBe('Sent while A was going away');
      } finally {
        onB.close();
      }
    });
  },
);
