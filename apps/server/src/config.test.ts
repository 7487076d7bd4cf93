import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultPasswordHashConcurrency, loadConfig } from './config.js';

describe('password hashing concurrency', () => {
  it('defaults to one hash per core but leaves libuv at least one thread for files, compression and DNS', () => {
    const cores = availableParallelism();
    expect(defaultPasswordHashConcurrency({})).toBe(Math.max(1, Math.min(cores, 3)));
    expect(defaultPasswordHashConcurrency({ UV_THREADPOOL_SIZE: '2' })).toBe(1);
    expect(defaultPasswordHashConcurrency({ UV_THREADPOOL_SIZE: '1' })).toBe(1);
    expect(defaultPasswordHashConcurrency({ UV_THREADPOOL_SIZE: '64' })).toBe(cores);
    expect(loadConfig({}).passwordHashConcurrency).toBe(defaultPasswordHashConcurrency({}));
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '6' }).passwordHashConcurrency).toBe(6);
  });
});
