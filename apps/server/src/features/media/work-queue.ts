import { serviceUnavailable } from '../../http/api-error.js';

export interface WorkQueueOptions {
  /** Pieces of work running at once. */
  concurrency: number;
  /** Pieces that may wait for a turn; one more is refused with 503 (0: none wait). */
  queueLimit: number;
  busyMessage: string;
  retryAfterSeconds: number;
}

export interface WorkQueue {
  /** Refuses at once (503) when a piece of work given now would find the queue full. */
  admit(): void;
  /** Runs `work` in its turn, or refuses it (503) when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  load(): { running: number; waiting: number };
}

/**
 * CPU-heavy work, bounded as password hashing is (features/auth/password.ts): at most
 * `concurrency` pieces run, at most `queueLimit` wait, any more get 503 with `Retry-After` at
 * once rather than piling up behind each other while every other request slows down.
 */
export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const concurrency = Math.max(1, options.concurrency);
  let running = 0;
  const waiting: (() => void)[] = [];
  const busy = () => serviceUnavailable(options.busyMessage, options.retryAfterSeconds);
  const full = () => running >= concurrency && waiting.length >= options.queueLimit;
  return {
    admit() {
      if (full()) throw busy();
    },
    async run(work) {
      if (running >= concurrency) {
        if (waiting.length >= options.queueLimit) throw busy();
        // The finishing piece hands its slot over (running stays counted): none jumps the queue.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
