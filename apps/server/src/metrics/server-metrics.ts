import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RequestDurationHistogram, RequestDurations } from './request-durations.js';

/** The serving pool's connections as the driver counts them (PostgreSQL only). */
export interface PoolStats {
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

/** Mails not yet sent nor given up, and the age of the oldest of them (none when empty). */
export interface OutboxBacklog {
  depth: number;
  oldestAgeSeconds: number | undefined;
}

export interface MetricsSources {
  /** Read when /metrics is read, never per request; one read at a time. */
  outboxBacklog?: () => Promise<OutboxBacklog>;
  poolStats?: () => PoolStats;
  /** Milliseconds, for the age of job rounds (tests pass their clock). */
  now?: () => number;
}

/** What a scheduled job reports to its observer (jobs/job-runner.ts). */
export type RoundOutcome = { handled: number } | { error: unknown };

/** How long a scrape waits for the outbox's figures before reporting them unknown (NaN). */
export const OUTBOX_READ_TIMEOUT_MS = 1_000;

/**
 * Every figure of GET /metrics (docs/deployment-and-scaling.md, "Operating"; decision 021).
 * What happens per request only adds to numbers held here; whatever needs the database is
 * read when /metrics is read.
 */
export function createServerMetrics(sources: MetricsSources = {}) {
  const now = sources.now ?? Date.now;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new RequestDurations();
  new RequestDurationHistogram(registry, durations);

  const reads = { hit: 0, miss: 0 };
  new Counter({
    name: 'holidaze_public_read_cache_requests_total',
    help: 'Anonymous public reads by whether the shared cache answered them (hit) or the database did (miss).',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ outcome: 'hit' }, reads.hit);
      this.inc({ outcome: 'miss' }, reads.miss);
    },
  });

  const feedSyncs = new Counter({
    name: 'holidaze_feed_syncs_total',
    help: 'Imported calendar feeds read, by outcome (a failure keeps the previous blocks).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  feedSyncs.inc({ outcome: 'success' }, 0);
  feedSyncs.inc({ outcome: 'failure' }, 0);

  const jobs = jobMetrics(registry, now);
  if (sources.outboxBacklog) outboxGauges(registry, sources.outboxBacklog);
  if (sources.poolStats) poolGauges(registry, sources.poolStats);

  return {
    registry,
    /** The text format, and its content type. */
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
    requestFinished(route: string, method: string, status: number, milliseconds: number) {
      durations.observe(route, method, status, milliseconds / 1000);
    },
    publicRead(hit: boolean) {
      if (hit) reads.hit += 1;
      else reads.miss += 1;
    },
    feedSynced(ok: boolean) {
      feedSyncs.inc({ outcome: ok ? 'success' : 'failure' });
    },
    jobs,
  };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;

/**
 * Per job: items handled, rounds that failed, and the lag, the seconds since the job last
 * finished a round without an error (or began polling). A healthy job's lag stays under its
 * poll interval plus one round; it grows while rounds fail or hang.
 */
function jobMetrics(registry: Registry, now: () => number) {
  const lastGoodRound = new Map<string, number>();
  const claims = new Counter({
    name: 'holidaze_job_claims_total',
    help: 'Due items a scheduled job claimed and handled (mails sent, feeds read, requests lapsed...).',
    labelNames: ['job'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'holidaze_job_failures_total',
    help: 'Rounds of a scheduled job that ended with an error.',
    labelNames: ['job'],
    registers: [registry],
  });
  const poll = new Gauge({
    name: 'holidaze_job_poll_seconds',
    help: 'How often a scheduled job looks for due work.',
    labelNames: ['job'],
    registers: [registry],
  });
  new Gauge({
    name: 'holidaze_job_lag_seconds',
    help: 'Seconds since a scheduled job last finished a round without an error (or began polling).',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      const at = now();
      for (const [job, since] of lastGoodRound) this.set({ job }, (at - since) / 1000);
    },
  });
  return {
    polling(job: { name: string; pollMs: number }) {
      lastGoodRound.set(job.name, now());
      poll.set({ job: job.name }, job.pollMs / 1000);
      claims.inc({ job: job.name }, 0);
      failures.inc({ job: job.name }, 0);
    },
    roundEnded(job: { name: string }, outcome: RoundOutcome) {
      if ('error' in outcome) {
        failures.inc({ job: job.name });
        return;
      }
      lastGoodRound.set(job.name, now());
      claims.inc({ job: job.name }, outcome.handled);
    },
  };
}

function outboxGauges(registry: Registry, read: () => Promise<OutboxBacklog>) {
  // Both gauges are collected together: they share one read, and a scrape that comes while a
  // read is still out shares it too, so a slow database never piles up scrape queries.
  let reading: Promise<OutboxBacklog | undefined> | undefined;
  const backlog = () =>
    (reading ??= withTimeout(read(), OUTBOX_READ_TIMEOUT_MS).finally(() => {
      reading = undefined;
    }));
  new Gauge({
    name: 'holidaze_mail_outbox_depth',
    help: 'Mails in the outbox neither sent nor given up (NaN when the database did not answer in time).',
    registers: [registry],
    async collect() {
      this.set((await backlog())?.depth ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'holidaze_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail neither sent nor given up (0 when none; NaN when the database did not answer in time).',
    registers: [registry],
    async collect() {
      const figures = await backlog();
      this.set(figures ? (figures.oldestAgeSeconds ?? 0) : Number.NaN);
    },
  });
}

function poolGauges(registry: Registry, stats: () => PoolStats) {
  new Gauge({
    name: 'holidaze_db_pool_connections',
    help: 'Connections of the serving database pool, by state (busy: running a query or transaction).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { open, idle } = stats();
      this.set({ state: 'busy' }, open - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'holidaze_db_pool_max',
    help: 'Connections the serving database pool may open.',
    registers: [registry],
    collect() {
      this.set(stats().max);
    },
  });
  new Gauge({
    name: 'holidaze_db_pool_waiting',
    help: 'Queries waiting for a free connection of the serving pool.',
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
}

/** The value, or undefined when it fails or takes longer than `ms`. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
