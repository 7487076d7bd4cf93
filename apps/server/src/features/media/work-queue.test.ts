import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { createWorkQueue } from './work-queue.js';

const options = { concurrency: 1, queueLimit: 1, busyMessage: 'busy', retryAfterSeconds: 3 };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('work queue', () => {
  it('runs one at a time, lets one wait, and refuses the next with 503 and Retry-After', async () => {
    const queue = createWorkQueue(options);
    const first = gate();
    const order: string[] = [];
    const a = queue.run(async () => {
      order.push('a');
      await first.opened;
    });
    const b = queue.run(async () => {
      order.push('b');
    });
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    expect(() => queue.admit()).toThrow(ApiError);
    const refused = await queue.run(async () => 'c').catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 503, retryAfterSeconds: 3, message: 'busy' });
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    expect(() => queue.admit()).not.toThrow();
  });

  it('frees its slot when a piece of work fails', async () => {
    const queue = createWorkQueue(options);
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('lets a piece whose request has gone leave the queue, and never starts it', async () => {
    const queue = createWorkQueue(options);
    const first = gate();
    const a = queue.run(() => first.opened);
    const gone = new AbortController();
    let started = false;
    const b = queue.run(async () => {
      started = true;
    }, gone.signal);
    expect(queue.load()).toEqual({ running: 1, waiting: 1 });
    gone.abort(new Error('answered'));
    await expect(b).rejects.toThrow('answered');
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    // Its place is free again for another.
    const c = queue.run(async () => 'c');
    first.open();
    await a;
    expect(await c).toBe('c');
    expect(started).toBe(false);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
