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
  /**
   * Runs `work` in its turn, or refuses it (503) when the queue is full. Once `signal` aborts
   * (the request was answered, at its deadline, or its client went away) a piece still waiting
   * leaves the queue and one running is told through the signal, so none is done for nobody.
   */
  run<T>(work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
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
    async run(work, signal = new AbortController().signal) {
      signal.throwIfAborted();
      if (running >= concurrency) {
        if (waiting.length >= options.queueLimit) throw busy();
        // The finishing piece hands its slot over (running stays counted): none jumps the queue.
        await new Promise<void>((resolve, reject) => {
          const turn = () => {
            signal.removeEventListener('abort', leave);
            resolve();
          };
          const leave = () => {
            const at = waiting.indexOf(turn);
            if (at >= 0) waiting.splice(at, 1);
            reject(signal.reason as Error);
          };
          waiting.push(turn);
          signal.addEventListener('abort', leave, { once: true });
        });
      } else {
        running += 1;
      }
      try {
        signal.throwIfAborted();
        return await work(signal);
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
