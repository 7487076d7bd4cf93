/**
 * Scheduled work outside any request: reading calendar feeds, lapsing unanswered requests,
 * delivering mail, arrival reminders (decision 012). Every instance runs every job; each job
 * claims its own work in the database with FOR UPDATE SKIP LOCKED, so with several instances a
 * piece of work is done once. The runner only keeps each job to one round at a time.
 */
export interface Job {
  name: string;
  /** Does whatever is due now; resolves with how much it did. */
  runDue(): Promise<number>;
  /** How often to look for due work. */
  pollMs: number;
}

export function createJobRunner(jobs: readonly Job[], log: (message: string) => void) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<number>>();

  function round(job: Job): Promise<number> {
    let current = running.get(job.name);
    if (!current) {
      current = job
        .runDue()
        .catch((error: unknown) => {
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
