import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { S3StorageOptions } from './features/media/storage/s3-storage.js';
import { SERVER_DIR } from './server-dir.js';

/**
 * The only place that reads the environment. Everything else receives a typed `Config`.
 * See the configuration table in the README.
 */
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h|d)?$/, 'a number with an optional unit: ms, s, m, h or d')
  .transform((value) => {
    const [, amount, unit = 'ms'] = /^(\d+)(ms|s|m|h|d)?$/.exec(value)!;
    const factor = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit]!;
    return Number(amount) * factor;
  });

/** An http(s) origin, optionally with a path prefix; kept without a trailing slash. */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'an http(s) URL such as https://holidaze.example' })
  .refine((value) => !/[?#]/.test(value), 'no query or fragment')
  .transform((value) => value.replace(/\/+$/, ''));

/** An address, a CIDR block, or a name proxy-addr knows, as TRUST_PROXY may list them. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  PG_BIN_DIR: z.string().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: duration.prefault('30d'),
  ALLOWED_EMAIL_DOMAINS: z.string().transform(list).prefault('stud.noroff.no'),
  CLIENT_API_KEY: z.string().min(8).default('holidaze-web-client-key'),
  CORS_ORIGINS: z.string().transform(list).prefault(''),
  PUBLIC_URL: publicUrl.optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW: duration.prefault('10m'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW: duration.prefault('1m'),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(16),
  REQUEST_TIMEOUT: duration.prefault('15s'),
  STATEMENT_TIMEOUT: duration.optional(),
  HEADERS_TIMEOUT: duration.prefault('10s'),
  BODY_TIMEOUT: duration.prefault('30s'),
  KEEP_ALIVE_TIMEOUT: duration.prefault('72s'),
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(1000),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(100),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (value === 'true' || value === 'false') return value === 'true';
      const proxies = value.split(',').map((item) => item.trim());
      for (const proxy of proxies.filter((item) => !isProxyAddress(item))) {
        ctx.addIssue({
          code: 'custom',
          message: `true, false, or proxy addresses, CIDRs, loopback, linklocal or uniquelocal: not "${proxy}"`,
        });
      }
      return proxies;
    }),
  ICAL_FETCH_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  ICAL_SYNC_INTERVAL: duration.prefault('30m'),
  ICAL_SYNC_POLL: duration.prefault('15s'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Holidaze <no-reply@holidaze.localhost>'),
  OPERATOR_EMAIL: z.email().default('operator@holidaze.localhost'),
  REPORTS_EMAIL: z.email().optional(),
  REPORTS_MAIL_EVERY: duration.prefault('15m'),
  JOB_POLL: duration.prefault('5s'),
  DEV_JOB_TRIGGER: z.enum(['true', 'false']).default('false'),
  NODE_ENV: z.string().optional(),
  WEB_DIST_DIR: z.string().default(join(SERVER_DIR, '../web/dist')),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  MEDIA_STORAGE: z.enum(['file', 's3']).default('file'),
  MEDIA_DIR: z.string().min(1).optional(),
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9._-]+\/)*$/i, 'empty, or path segments ending in /')
    .default(''),
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(65_536)
    .default(20 * 1024 * 1024),
  MEDIA_CONCURRENCY: z.coerce.number().int().positive().default(1),
  MEDIA_QUEUE: z.coerce.number().int().min(0).default(8),
  LIVE_STREAMS_PER_USER: z.coerce.number().int().positive().default(8),
  LIVE_STREAMS_MAX: z.coerce.number().int().positive().default(10_000),
  LIVE_HEARTBEAT: duration.prefault('20s'),
  LIVE_REPLAY_WINDOW: duration.prefault('24h'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL without a transaction pooler between, for what needs a session of its own
   * (LISTEN, advisory locks, migrations, pg_dump): set when `databaseUrl` goes through one
   * (docs/deployment-and-scaling.md, "Behind PgBouncer").
   */
  databaseDirectUrl: string | undefined;
  /** Where `npm run backup`/`restore` find pg_dump and pg_restore (default: PATH). */
  pgBinDir: string | undefined;
  seed: 'demo' | 'none';
  jwtSecret: string | undefined;
  jwtExpiresInMs: number;
  allowedEmailDomains: string[];
  clientApiKey: string;
  corsOrigins: string[];
  /** The address clients reach us at; media URLs go out absolute against it (default: the request's own origin). */
  publicUrl: string | undefined;
  rateLimit: { max: number; windowMs: number };
  authRateLimit: { max: number; windowMs: number };
  /** scrypt's N for new password hashes, as a power of two (17: N = 2^17, OWASP's cost). */
  passwordHashCost: number;
  /** Password hashes computed at once (default: the number of cores) and allowed to wait (then 503). */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** The handler deadline: a request not answered by then gets 503 and commits nothing. */
  requestTimeoutMs: number;
  /** PostgreSQL's statement_timeout on the serving pool: a little below the deadline (90 % by default). */
  statementTimeoutMs: number;
  /** Slow clients: the request line and headers, then the whole request, must arrive within these. */
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Open connections at most, in all and from one client address (0: no limit). */
  maxConnections: number;
  maxConnectionsPerIp: number;
  bodyLimitBytes: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Behind a proxy: true trusts every X-Forwarded-For hop (a proxy that overwrites the
   * header); a list names the proxies, and the client is the last address none of them is. */
  trustProxy: boolean | string[];
  /** Imported calendar feeds: how often each is read, and whether loopback and private
   * addresses may be (tests and local development only: docs/security.md, "Calendar feeds"). */
  icalSync: { intervalMs: number; pollMs: number; allowPrivateAddresses: boolean };
  /**
   * E-mail: sent through `smtpUrl` when set; otherwise kept in the outbox and readable at
   * /dev/mail by this machine only (features/notifications/dev-mail-access.ts). Links in mails
   * start with `siteUrl`: PUBLIC_URL, else the address the server listens on (listeningOrigin).
   */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    operatorAddress: string;
    siteUrl: string;
  };
  /**
   * Reported messages reach the operator in batches, at most one every `everyMs`: mailed to
   * `address` (REPORTS_EMAIL), or, without one, a log line pointing to `npm run reports`
   * (docs/decisions/031-message-reports-to-the-operator.md).
   */
  reports: { address: string | undefined; everyMs: number };
  /** NODE_ENV: `production` turns the development endpoints off. */
  nodeEnv: string | undefined;
  /** How often an instance looks for due work: request expiry, mail delivery, reminders. */
  jobPollMs: number;
  /**
   * POST /api/dev/request-expiry runs the expiry job as of a given instant, for browser tests
   * of the clock; refused with NODE_ENV=production.
   */
  devJobTrigger: boolean;
  /**
   * GET /metrics (Prometheus text): on a listener of its own at `host`:`port` when `port` is
   * set, and on the main port only with `token`, which is then required on both. Off when
   * neither is set (docs/deployment-and-scaling.md, "Operating").
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /**
   * Uploaded photos (docs/api.md, "Media"): where their files are kept (a directory, by default
   * `<DATA_DIR>/media`, or an S3-compatible bucket), the largest file taken, and how many are
   * turned into their variants at once and may wait for a turn (then 503).
   */
  media: {
    storage: { kind: 'file'; directory: string } | ({ kind: 's3' } & S3StorageOptions);
    maxBytes: number;
    concurrency: number;
    queueLimit: number;
  };
  /**
   * GET /api/holidaze/events (docs/api.md, "Live events"): streams per person and per instance,
   * the heartbeat's interval, and how long events are kept for a resuming stream.
   */
  live: {
    streamsPerPerson: number;
    streamsPerInstance: number;
    heartbeatMs: number;
    replayWindowMs: number;
  };
};

/**
 * One hash per core, but never the whole of libuv's thread pool (UV_THREADPOOL_SIZE, 4 by
 * default): scrypt runs there, and so do file reads (pages, scripts, images), compression and
 * DNS look-ups, which would otherwise wait behind half-second hashes during a login flood.
 */
export function defaultPasswordHashConcurrency(env: NodeJS.ProcessEnv): number {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), pool - 1));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DEV_JOB_TRIGGER === 'true' && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  DEV_JOB_TRIGGER: never with NODE_ENV=production');
  }
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_DIRECT_URL: only beside DATABASE_URL');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new Error('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  }
  if (e.MEDIA_STORAGE === 's3' && !e.MEDIA_S3_BUCKET) {
    throw new Error('Invalid configuration:\n  MEDIA_S3_BUCKET: required with MEDIA_STORAGE=s3');
  }
  if ((e.MEDIA_S3_ACCESS_KEY_ID === undefined) !== (e.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error(
      'Invalid configuration:\n  MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: both or neither',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    pgBinDir: e.PG_BIN_DIR,
    seed: e.SEED,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresInMs: e.JWT_EXPIRES_IN,
    allowedEmailDomains: e.ALLOWED_EMAIL_DOMAINS,
    clientApiKey: e.CLIENT_API_KEY,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW },
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW },
    passwordHashCost: e.PASSWORD_HASH_COST,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY ?? defaultPasswordHashConcurrency(env),
    passwordHashQueue: e.PASSWORD_HASH_QUEUE,
    requestTimeoutMs: e.REQUEST_TIMEOUT,
    statementTimeoutMs: e.STATEMENT_TIMEOUT ?? Math.floor(e.REQUEST_TIMEOUT * 0.9),
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT, e.BODY_TIMEOUT),
    bodyTimeoutMs: e.BODY_TIMEOUT,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    icalSync: {
      intervalMs: e.ICAL_SYNC_INTERVAL,
      pollMs: e.ICAL_SYNC_POLL,
      allowPrivateAddresses: e.ICAL_FETCH_ALLOW_PRIVATE === 'true',
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      operatorAddress: e.OPERATOR_EMAIL,
      siteUrl: (e.PUBLIC_URL ?? listeningOrigin(e.HOST, e.PORT)).replace(/\/+$/, ''),
    },
    reports: { address: e.REPORTS_EMAIL, everyMs: e.REPORTS_MAIL_EVERY },
    nodeEnv: e.NODE_ENV,
    jobPollMs: e.JOB_POLL,
    devJobTrigger: e.DEV_JOB_TRIGGER === 'true',
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    media: {
      storage:
        e.MEDIA_STORAGE === 's3'
          ? {
              kind: 's3',
              bucket: e.MEDIA_S3_BUCKET!,
              endpoint: e.MEDIA_S3_ENDPOINT,
              region: e.MEDIA_S3_REGION,
              prefix: e.MEDIA_S3_PREFIX,
              forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE === 'true',
              credentials:
                e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
                  ? {
                      accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
                      secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
                    }
                  : undefined,
            }
          : { kind: 'file', directory: e.MEDIA_DIR ?? join(e.DATA_DIR, 'media') },
      maxBytes: e.MEDIA_MAX_BYTES,
      concurrency: e.MEDIA_CONCURRENCY,
      queueLimit: e.MEDIA_QUEUE,
    },
    live: {
      streamsPerPerson: e.LIVE_STREAMS_PER_USER,
      streamsPerInstance: e.LIVE_STREAMS_MAX,
      heartbeatMs: e.LIVE_HEARTBEAT,
      replayWindowMs: e.LIVE_REPLAY_WINDOW,
    },
  };
}

/** scrypt's cost in tests: N = 2^10, about a millisecond. */
export const TEST_PASSWORD_HASH_COST = 10;

/** A config for tests: defaults, an in-process secret, quiet logs, and any overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const loaded = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret!',
    // Cheap hashes keep the tests fast; password.test.ts proves the full cost once.
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    // Tests register many users at once; the queue's limit is proven on its own.
    PASSWORD_HASH_QUEUE: '10000',
  });
  // Photos go under the test's own data directory unless the test names a storage.
  const media =
    overrides.dataDir === undefined
      ? loaded.media
      : {
          ...loaded.media,
          storage: { kind: 'file' as const, directory: join(overrides.dataDir, 'media') },
        };
  return { ...loaded, media, ...overrides };
}

const UNSPECIFIED_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Without PUBLIC_URL, mail links start with the address the server listens on, so that a link
 * opens on the origin the person signed in on (a session is kept per origin): HOST as it is,
 * `localhost` when HOST is every interface. README, "Configuration".
 */
export function listeningOrigin(host: string, port: number): string {
  if (UNSPECIFIED_HOSTS.has(host)) return `http://localhost:${port}`;
  const name = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
