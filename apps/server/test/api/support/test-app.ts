import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, expect } from 'vitest';
import { buildApp, type AppServices } from '../../../src/app.js';
import { testConfig, type Config } from '../../../src/config.js';
import type { DatabaseEngine } from '../../../src/db/open-database.js';
import type { Database } from '../../../src/db/schema.js';
import { createApiKeyRepository } from '../../../src/features/auth/api-key-repository.js';
import { createTestDatabase, openForSuite } from '../../support/index.js';

export const API_KEY = 'test-client-api-key';

export interface TestApp extends AppHelpers {
  app: FastifyInstance;
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** How many statements the app has sent so far (tests of what is served without them). */
  statementsSent(): number;
  close(): Promise<void>;
}

/** What a test does through the API, on this app: the functions below with the app in place. */
export interface AppHelpers {
  /** `call` on this app. */
  call(method: Method, url: string, options?: CallOptions): Promise<CallResult>;
  /** `createUser` on this app. */
  createUser(name: string, options?: { venueManager?: boolean }): Promise<TestUser>;
  /** `createHostAndGuests` on this app. */
  createHostAndGuests<const G extends readonly string[]>(
    host: string,
    ...guests: G
  ): Promise<[TestUser, ...{ [K in keyof G]: TestUser }]>;
  /** `listVenue` on this app. */
  listVenue(host: TestUser, body?: VenueBody): Promise<string>;
  /** `startConversation` on this app. */
  startConversation(guest: TestUser, venueId: string, body: string): Promise<Json>;
  /** `book` on this app. */
  book(guest: TestUser, stay: StayBody): Promise<CallResult>;
  /**
   * The suite's host and guests, registered in its `beforeAll` (after the app's): the users are
   * at hand when the suite is defined, and signed in by the time its tests run.
   */
  useHostAndGuests<const G extends readonly string[]>(
    host: string,
    ...guests: G
  ): [TestUser, ...{ [K in keyof G]: TestUser }];
  /** The suite's travellers, as `useHostAndGuests` makes its guests. */
  useTravellers<const N extends readonly string[]>(...names: N): { [K in keyof N]: TestUser };
}

/**
 * The users named, at hand at once and filled in (signed in) by `make` in the suite's
 * `beforeAll`, which runs after the app's.
 */
function madeInBeforeAll(names: readonly string[], make: () => Promise<TestUser[]>): TestUser[] {
  const users = names.map((name): TestUser => ({
    name,
    email: emailOf(name),
    token: '',
    headers: {},
  }));
  beforeAll(async () => {
    (await make()).forEach((user, i) => {
      users[i]!.token = user.token;
      Object.assign(users[i]!.headers, user.headers);
    });
  });
  return users;
}

function helpersOf(app: () => FastifyInstance): AppHelpers {
  return {
    call: (method, url, options) => call(app(), method, url, options),
    createUser: (name, options) => createUser(app(), name, options),
    createHostAndGuests: (host, ...guests) => createHostAndGuests(app(), host, ...guests),
    listVenue: (host, body) => listVenue(app(), host, body),
    startConversation: (guest, venueId, body) => startConversation(app(), guest, venueId, body),
    book: (guest, stay) => book(app(), guest, stay),
    useHostAndGuests: <const G extends readonly string[]>(host: string, ...guests: G) =>
      madeInBeforeAll([host, ...guests], () => createHostAndGuests(app(), host, ...guests)) as [
        TestUser,
        ...{ [K in keyof G]: TestUser },
      ],
    useTravellers: <const N extends readonly string[]>(...names: N) =>
      madeInBeforeAll(names, async () => {
        const made: TestUser[] = [];
        for (const name of names) made.push(await createUser(app(), name));
        return made;
      }) as { [K in keyof N]: TestUser },
  };
}

/**
 * The configuration of an app under test, keeping its files in `dataDir`: the client key in
 * place, no web build, and limits generous enough that only the rate-limit tests meet them.
 */
export function apiTestConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return testConfig({
    dataDir,
    clientApiKey: API_KEY,
    webDistDir: join(dataDir, 'no-web-build'),
    rateLimit: { max: 100_000, windowMs: 60_000 },
    authRateLimit: { max: 100_000, windowMs: 60_000 },
    ...overrides,
  });
}

/**
 * The whole app over a fresh migrated database, as `main.ts` builds it, with the client key in
 * place and limits generous enough that only the rate-limit tests meet them.
 */
export async function startTestApp(
  engine: DatabaseEngine,
  overrides: Partial<Config> = {},
  services: AppServices = {},
): Promise<TestApp> {
  const handle = await createTestDatabase(engine);
  const dataDir = mkdtempSync(join(tmpdir(), 'holidaze-api-test-'));
  const config = apiTestConfig(dataDir, overrides);
  await createApiKeyRepository(handle.db).provisionClientKey(config.clientApiKey);
  let statements = 0;
  const counted = handle.db.withPlugin({
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  const app = await buildApp(config, counted, {
    watchChanges: handle.watchChanges,
    ...services,
  });
  await app.ready();
  return {
    ...helpersOf(() => app),
    app,
    db: handle.db,
    engine,
    statementsSent: () => statements,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `startTestApp` in this suite's `beforeAll`, closed in its `afterAll`. The returned app reads
 * through to the started one, so tests use it as they would the result of `startTestApp`; a later
 * `beforeAll` of the same suite already sees it started.
 */
export function useTestApp(
  engine: DatabaseEngine,
  overrides: Partial<Config> = {},
  services: AppServices = {},
): TestApp {
  const current = openForSuite('the test app', () => startTestApp(engine, overrides, services));
  return {
    ...helpersOf(() => current().app),
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    engine,
    statementsSent: () => current().statementsSent(),
    close: () => current().close(),
  };
}

export interface TestUser {
  name: string;
  email: string;
  token: string;
  /** Bearer token and API key: what every authenticated endpoint needs. */
  headers: Record<string, string>;
}

export const PASSWORD = 'correct horse battery';

const emailOf = (name: string) => `${name.toLowerCase()}@stud.noroff.no`;

/** Registers and logs in a user of the allowed domain. */
export async function createUser(
  app: FastifyInstance,
  name: string,
  options: { venueManager?: boolean } = {},
): Promise<TestUser> {
  const email = emailOf(name);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: PASSWORD, venueManager: options.venueManager ?? false },
  });
  if (registered.statusCode !== 201) throw new Error(`register ${name}: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  const token = (login.json() as { data: { accessToken: string } }).data.accessToken;
  return {
    name,
    email,
    token,
    headers: { authorization: `Bearer ${token}`, 'x-noroff-api-key': API_KEY },
  };
}

/** Registers `host` as a venue manager, then each of `guests` as a traveller, one after another. */
export async function createHostAndGuests<const G extends readonly string[]>(
  app: FastifyInstance,
  host: string,
  ...guests: G
): Promise<[TestUser, ...{ [K in keyof G]: TestUser }]> {
  const users: TestUser[] = [await createUser(app, host, { venueManager: true })];
  for (const guest of guests) users.push(await createUser(app, guest));
  return users as [TestUser, ...{ [K in keyof G]: TestUser }];
}

/** A venue's body: what a test does not say is a plain venue's, named after its host. */
export type VenueBody = Record<string, unknown>;
let venuesListed = 0;

/** Lists a venue as `host` through the API; returns its id. */
export async function listVenue(
  app: FastifyInstance,
  host: TestUser,
  body: VenueBody = {},
): Promise<string> {
  venuesListed += 1;
  const listed = await call(app, 'POST', '/api/holidaze/venues', {
    user: host,
    body: {
      name: `${host.name}'s venue ${venuesListed}`,
      description: 'Quiet',
      price: 900,
      maxGuests: 4,
      ...body,
    },
  });
  if (listed.status !== 201) throw new Error(`list venue: ${JSON.stringify(listed.body)}`);
  return listed.body.data.id as string;
}

/** `guest` asks the host of `venueId` with a first message; returns the conversation. */
export async function startConversation(
  app: FastifyInstance,
  guest: TestUser,
  venueId: string,
  body: string,
): Promise<Json> {
  const made = await call(app, 'POST', '/api/holidaze/conversations', {
    user: guest,
    body: { venueId, body },
  });
  if (made.status !== 201) throw new Error(`start conversation: ${JSON.stringify(made.body)}`);
  return made.body.data as Json;
}

/** A booking's body: the venue and the stay's days as the wire carries them; one guest unless said. */
export type StayBody = { venueId: string; dateFrom: string; dateTo: string; guests?: number };

/** `guest` books the stay through the API; the answer is the test's to check. */
export function book(app: FastifyInstance, guest: TestUser, stay: StayBody): Promise<CallResult> {
  return call(app, 'POST', '/api/holidaze/bookings', { user: guest, body: { guests: 1, ...stay } });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Response JSON, loosely typed: the tests assert its shape themselves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

type CallOptions = {
  user?: TestUser | undefined;
  body?: unknown;
  headers?: Record<string, string>;
};
type CallResult = { status: number; body: Json; response: LightMyRequestResponse };

/** `inject` with JSON in and the parsed body out, as a caller of the API sees it. */
export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const request: InjectOptions = {
    method,
    url,
    headers: { ...options.user?.headers, ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  };
  const response = await app.inject(request);
  const text = response.body;
  return {
    status: response.statusCode,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    response,
  };
}

/**
 * `send(0)` to `send(count - 1)`, each after the one before has answered, as a limit counts
 * requests; what each answered, in order.
 */
export async function inTurn<R>(count: number, send: (i: number) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  for (let i = 0; i < count; i += 1) answers.push(await send(i));
  return answers;
}

/** The contract's error envelope with one message. */
export const errorWith = (statusCode: number, message: string) => ({
  errors: expect.arrayContaining([expect.objectContaining({ message })]),
  statusCode,
  status: expect.any(String),
});
