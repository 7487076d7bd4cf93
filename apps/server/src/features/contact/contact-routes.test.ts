import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/support/index.js';
import { call, createUser, errorWith, useTestApp } from '../../../test/api/support/test-app.js';

const message = {
  name: 'Kari Nordmann',
  email: 'Kari@Example.com',
  subject: 'Question about a booking',
  message: 'Can I bring my dog to the fjord cabin?',
};

describeEachEngine('POST /api/contact stores a message for the operator', (engine) => {
  const t = useTestApp(engine);

  it('stores the message with a timestamp and the sender e-mail, and answers 201', async () => {
    const before = Date.now();
    const { status, body } = await call(t.app, 'POST', '/api/contact', { body: message });
    expect(status).toBe(201);
    expect(body.data).toEqual({ id: expect.any(String), received: expect.any(String) });
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Kari Nordmann',
      email: 'kari@example.com',
      subject: 'Question about a booking',
      message: 'Can I bring my dog to the fjord cabin?',
    });
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('refuses a message without the required fields, stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('contact_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const stored = await count();
    const cases: [unknown, string][] = [
      [{ ...message, email: 'not-an-email' }, 'Email must be a valid email'],
      [{ ...message, name: '   ' }, 'Name is required'],
      [{ ...message, subject: undefined }, 'Subject is required'],
      [{ ...message, message: 'short' }, 'Message must be at least 10 characters'],
      [{ ...message, message: 'x'.repeat(5001) }, 'Message cannot be longer than 5000 characters'],
    ];
    for (const [body, expected] of cases) {
      const answer = await call(t.app, 'POST', '/api/contact', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorWith(400, expected));
    }
    expect(await count()).toBe(stored);
  });

  it('has no endpoint that reads messages back, not even for a signed-in user', async () => {
    const user = await createUser(t.app, 'contact_reader');
    for (const url of ['/api/contact', '/api/contact/messages']) {
      const { status } = await call(t.app, 'GET', url, { user });
      expect([404, 405]).toContain(status);
    }
  });
});

describe('POST /api/contact is rate-limited like login', () => {
  const t = useTestApp('pglite', { authRateLimit: { max: 2, windowMs: 60_000 } });

  it('answers 429 with Retry-After after the auth limit', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await call(t.app, 'POST', '/api/contact', { body: message })).status).toBe(201);
    }
    const limited = await call(t.app, 'POST', '/api/contact', { body: message });
    expect(limited.status).toBe(429);
    expect(limited.response.headers['retry-after']).toBeDefined();
  });
});
