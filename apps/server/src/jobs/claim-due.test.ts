import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { useTestDatabase, describeEachEngine } from '../../test/support/index.js';
import { claimDue } from './claim-due.js';

const AT = new Date('2030-01-01T12:00:00.000Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

describeEachEngine('claiming due work', (engine) => {
  const handle = useTestDatabase(engine);
  beforeAll(async () => {
    await handle.db
      .insertInto('mail_outbox')
      .values(
        [
          ['later', minutes(-1)],
          ['first', minutes(-5)],
          ['not yet', minutes(5)],
        ].map(([subject, due]) => ({
          to_address: 'guest@example.com',
          category: 'bookings',
          subject: subject as string,
          text_body: '',
          html_body: '',
          created_at: AT,
          next_attempt_at: due as Date,
        })),
      )
      .execute();
  });

  const claim = () =>
    claimDue<{ subject: string; attempts: number }>(handle.db, {
      table: 'mail_outbox',
      set: sql`next_attempt_at = ${minutes(60)}, attempts = attempts + 1`,
      due: sql`next_attempt_at <= ${AT}`,
      orderBy: sql`next_attempt_at`,
      returning: sql`subject, attempts`,
    });

  it('takes the due rows one at a time in order, each once, and then none', async () => {
    expect(await claim()).toEqual({ subject: 'first', attempts: 1 });
    expect(await claim()).toEqual({ subject: 'later', attempts: 1 });
    expect(await claim()).toBeUndefined();
  });

  // PGlite has one connection: no transaction runs beside another there.
  it.skipIf(engine === 'pglite')(
    'skips a row another transaction holds, and takes it once that has ended',
    async () => {
      await sql`
      UPDATE mail_outbox SET next_attempt_at = CASE subject
        WHEN 'first' THEN ${minutes(-5)}::timestamptz WHEN 'later' THEN ${minutes(-3)}::timestamptz
        ELSE ${minutes(-1)}::timestamptz END`.execute(handle.db);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const other = handle.db.transaction().execute(async (tx) => {
        await sql`SELECT id FROM mail_outbox WHERE subject = 'first' FOR UPDATE`.execute(tx);
        holding();
        await released;
      });
      await held;
      try {
        expect((await claim())?.subject).toBe('later');
        expect((await claim())?.subject).toBe('not yet');
        expect(await claim()).toBeUndefined();
      } finally {
        release();
        await other;
      }
      expect((await claim())?.subject).toBe('first');
    },
  );
});
