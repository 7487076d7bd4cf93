import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withConnectionFor } from './pg-tools.js';

describe('the connection pg_dump and pg_restore get', () => {
  it('names a password file of its own instead of carrying the password', async () => {
    let passfile = '';
    await withConnectionFor(
      'postgres://holidaze:p%3Ass\\w@db:5432/holidaze?sslmode=require',
      (dbname) => {
        const url = new URL(dbname);
        expect(url.password).toBe('');
        expect(url.searchParams.get('sslmode')).toBe('require');
        passfile = url.searchParams.get('passfile')!;
        expect(readFileSync(passfile, 'utf8')).toBe('*:*:*:*:p\\:ss\\\\w\n');
        expect(statSync(passfile).mode & 0o777).toBe(0o600);
        return Promise.resolve();
      },
    );
    expect(existsSync(passfile)).toBe(false);
  });

  it('passes a URL without a password as it is', async () => {
    const url = 'postgres://postgres@127.0.0.1:5432/holidaze';
    expect(await withConnectionFor(url, (dbname) => Promise.resolve(dbname))).toBe(url);
  });
});
