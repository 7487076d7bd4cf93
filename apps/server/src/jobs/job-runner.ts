/**
 * Scheduled work outside any request: reading calendar feeds, lapsing unanswered requests,
 * delivering mail, arrival reminders (decision 012). Every instance runs every job; each job
 * claims its own work in the database with FOR UPDATE SKIP LOCKED, so with several instances a
 * piece of work is done once. The runner only keeps each job to one round at a time.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Runs `step` (claim one due row and act on it, or report none) in its own transaction until
 * nothing is due. Each step picks its row with FOR UPDATE SKIP LOCKED and changes it so it is no
 * longer due: another instance skips it while the transaction is open and finds it done
 * afterwards, so each row is handled once whatever the number of instances.
 */
async function untilNoneDue(
  db: Kysely<Database>,
  step: (tx: Kysely<Database>) => Promise<boolean>,
): Promise<number> {
  let count = 0;
  while (await db.transaction().execute(step)) count += 1;
  return count;
}

/** What a job of due rows needs: the database, the app's clock and how often to look. */
export interface DueRowJobOptions {
  db: Kysely<Database>;
  now: () => Date;
  pollMs: number;
}

/**
 * The job `name` that, each round, runs `step` until nothing is due (untilNoneDue), each step
 * in its own transaction and told the clock's time as it starts.
 */
export function dueRowJob(
  name: string,
  options: DueRowJobOptions,
  step: (tx: Kysely<Database>, at: Date) => Promise<boolean>,
): Job {
  return {
    name,
    pollMs: options.pollMs,
    runDue: () => untilNoneDue(options.db, (tx) => step(tx, options.now())),
  };
}

export interface Job {
  name: string;
  /** Does whatever is due now; resolves with how much it did. */
  runDue(): Promise<number>;
  /** How often to look for due work. */
  pollMs: number;
}

/** Told how each job's rounds end (metrics/server-metrics.ts counts them for GET /metrics). */
export interface JobObserver {
  /** The runner has the job (from its creation on). */
  polling(job: Job): void;
  roundEnded(job: Job, outcome: { handled: number } | { error: unknown }): void;
}

export function createJobRunner(
  jobs: readonly Job[],
  log: (message: string) => void,
  observer?: JobObserver,
) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<number>>();
  for (const job of jobs) observer?.polling(job);

  function round(job: Job): Promise<number> {
    let current = running.get(job.name);
    if (!current) {
      current = job
        .runDue()
        .then((handled) => {
          observer?.roundEnded(job, { handled });
          return handled;
        })
        .catch((error: unknown) => {
          observer?.roundEnded(job, { error });
          log(`${job.name}: ${error instanceof Error ? error.message : String(error)}`);
          return 0;
        })
        .finally(() => running.delete(job.name));
      running.set(job.name, current);
    }
    return current;
  }

  return {
    start() {
      if (timers.length > 0) return;
      for (const job of jobs) {
        const timer = setInterval(() => void round(job), job.pollMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** Runs every job once now (or joins the round in progress). */
    runAll: () => Promise.all(jobs.map(round)),
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
