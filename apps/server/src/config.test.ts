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

describe('direct database connection', () => {
  it('is read beside DATABASE_URL and refused without it', () => {
    const direct = 'postgres://holidaze@db:5432/holidaze';
    expect(
      loadConfig({ DATABASE_URL: 'postgres://holidaze@pgbouncer:6432/holidaze' }).databaseDirectUrl,
    ).toBeUndefined();
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://holidaze@pgbouncer:6432/holidaze',
        DATABASE_DIRECT_URL: direct,
      }).databaseDirectUrl,
    ).toBe(direct);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL/);
  });
});

describe('photo storage settings', () => {
  it('keep photos under DATA_DIR by default, or in MEDIA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/holidaze' }).media.storage).toEqual({
      kind: 'file',
      directory: '/srv/holidaze/media',
    });
    expect(loadConfig({ MEDIA_DIR: '/mnt/shared/photos' }).media.storage).toEqual({
      kind: 'file',
      directory: '/mnt/shared/photos',
    });
  });

  it('read an S3 bucket, and refuse one without a bucket or with half its credentials', () => {
    expect(
      loadConfig({
        MEDIA_STORAGE: 's3',
        MEDIA_S3_BUCKET: 'photos',
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
        MEDIA_S3_PREFIX: 'holidaze/',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      }).media.storage,
    ).toEqual({
      kind: 's3',
      bucket: 'photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      prefix: 'holidaze/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/MEDIA_S3_BUCKET/);
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'b', MEDIA_S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow(/both or neither/);
    expect(() => loadConfig({ MEDIA_S3_PREFIX: '../up' })).toThrow(/MEDIA_S3_PREFIX/);
  });
});

describe('metrics settings', () => {
  it('are off by default, and their own listener binds to loopback whatever HOST is', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    });
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metrics.host).toBe('127.0.0.1');
  });

  it('refuse a short token and the main port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 32/,
    );
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });
});

describe('the address mail links start with', () => {
  it('is PUBLIC_URL, else the address the server listens on, so a link opens where one signed in', () => {
    expect(loadConfig({}).mail.siteUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: 'localhost', PORT: '4000' }).mail.siteUrl).toBe(
      'http://localhost:4000',
    );
    expect(loadConfig({ HOST: '0.0.0.0' }).mail.siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).mail.siteUrl).toBe('http://[::1]:3000');
    expect(
      loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://holidaze.example/' }).mail.siteUrl,
    ).toBe('https://holidaze.example');
  });
});
