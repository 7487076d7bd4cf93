import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** How often (at most) an instance deletes counters whose window has ended. */
const SWEEP_EVERY_MS = 60_000;
/** Counters kept in memory before expired ones are swept. */
const MEMORY_SWEEP_SIZE = 10_000;

/**
 * The general API limit: a fixed window per client address, in this process's memory (a
 * database round trip on every API request would cost more than it protects), on the app's
 * clock.
 */
export class MemoryCounters {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  /** Full scans of the counters so far: a flood must not make every request pay for one. */
  sweeps = 0;
  constructor(
    private readonly now: () => Date,
    private readonly capacity = MEMORY_SWEEP_SIZE,
  ) {}

  get size(): number {
    return this.counters.size;
  }

  incr(key: string, windowMs: number): { current: number; ttl: number } {
    const now = this.now().getTime();
    if (this.counters.size >= this.capacity && !this.counters.has(key)) {
      this.sweeps += 1;
      for (const [k, c] of this.counters) if (c.resetAt <= now) this.counters.delete(k);
      // Still nearly full (a flood from many addresses): forget the oldest windows, as an LRU
      // would, down to 90 %, so that the next scan waits for a tenth of the capacity in new
      // addresses rather than coming with the very next one.
      const keep = Math.floor(this.capacity * 0.9);
      for (const k of this.counters.keys()) {
        if (this.counters.size <= keep) break;
        this.counters.delete(k);
      }
    }
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return { current: counter.count, ttl: counter.resetAt - now };
  }
}

/**
 * The route-level limits (login, register, contact): a fixed window per route and client
 * address in `auth_throttle`, so every instance over one database counts together. One upsert
 * per request: a new window starts when the stored one has ended.
 */
class DatabaseCounters {
  private nextSweep = 0;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const now = this.now();
    const resetAt = new Date(now.getTime() + windowMs);
    const row = await this.db
      .insertInto('auth_throttle')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN auth_throttle.reset_at <= ${now}::timestamptz THEN 1 ELSE auth_throttle.count + 1 END`,
          reset_at: sql<Date>`CASE WHEN auth_throttle.reset_at <= ${now}::timestamptz THEN ${resetAt}::timestamptz ELSE auth_throttle.reset_at END`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    await this.sweep(now);
    return {
      current: row.count,
      ttl: Math.max(0, new Date(row.reset_at).getTime() - now.getTime()),
    };
  }

  /** Deletes ended windows, at most once a minute per instance. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() < this.nextSweep) return;
    this.nextSweep = now.getTime() + SWEEP_EVERY_MS;
    await this.db.deleteFrom('auth_throttle').where('reset_at', '<=', now).execute();
  }
}

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store for the routes with their own `config.rateLimit` (the
 * authentication limits): counted in the database, shared by all instances. The key is the
 * client address (`request.ip`, proxy-aware with TRUST_PROXY). The plugin is registered with
 * `global: false`, so only these routes' child stores count; the general API limit is
 * `http/general-rate-limit.ts` over MemoryCounters.
 */
export function throttleStore(db: Kysely<Database>, now: () => Date): FastifyRateLimitStoreCtor {
  const database = new DatabaseCounters(db, now);

  const count = (route: string, key: string, callback: IncrCallback, timeWindow: number) =>
    void database.incr(`${route}|${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error as Error),
    );
  const routeStore = (route: string): FastifyRateLimitStore => ({
    incr: (key: string, callback: IncrCallback, timeWindow: number) =>
      count(route, key, callback, timeWindow),
    child: () => routeStore(route),
  });

  return class ThrottleStore implements FastifyRateLimitStore {
    // Never asked with `global: false`: every counting route has a child store.
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      count('', key, callback, timeWindow);
    }

    child(params: unknown): FastifyRateLimitStore {
      const { routeInfo } = params as RouteParams;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return routeStore(`${method} ${routeInfo?.url ?? ''}`);
    }
  };
}
