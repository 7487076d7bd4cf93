import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_CATEGORIES } from '@holidaze/domain';
import { describeEachEngine } from '../support/index.js';
import { call, createUser, useTestApp, type TestUser } from './support/test-app.js';

/**
 * Saving e-mail choices changes only the categories the body names: a client written before a
 * category existed does not know it, so leaving it out must keep what the person chose.
 */
const URL = '/api/holidaze/notifications/email-preferences';
const KEYS = EMAIL_PREFERENCE_CATEGORIES.map((category) => category.key);
type Choices = Record<(typeof KEYS)[number], boolean>;
const allOn = Object.fromEntries(KEYS.map((key) => [key, true])) as Choices;

describeEachEngine('e-mail preferences', (engine) => {
  let user: TestUser;
  const t = useTestApp(engine);
  beforeAll(async () => {
    user = await createUser(t.app, 'chooser');
  });

  const put = async (body: unknown) => {
    const saved = await call(t.app, 'PUT', URL, { user, body });
    expect(saved.status).toBe(200);
    return saved.body.data as Choices;
  };
  const read = async () => (await call(t.app, 'GET', URL, { user })).body.data as Choices;

  it('keeps messages mail off when a client that predates it saves the other four', async () => {
    await put({ ...allOn, messages: false });
    const older = { requests: false, bookings: true, reminders: true, calendar: true };
    expect(await put(older)).toEqual({ ...older, messages: false });
    expect(await read()).toEqual({ ...older, messages: false });
  });

  it.each(KEYS)('keeps %s as stored when the body leaves it out', async (key) => {
    const rest = Object.fromEntries(KEYS.filter((other) => other !== key).map((k) => [k, true]));
    await put({ ...allOn, [key]: false });
    expect(await put(rest)).toEqual({ ...allOn, [key]: false });
    await put(allOn);
    expect(await put({})).toEqual(allOn);
  });

  it('changes exactly the named categories, whatever was stored', async () => {
    const booleans = Object.fromEntries(KEYS.map((key) => [key, fc.boolean()]));
    const stored = fc.record(booleans) as fc.Arbitrary<Choices>;
    const change = fc.record(booleans, { requiredKeys: [] }) as fc.Arbitrary<Partial<Choices>>;
    await fc.assert(
      fc.asyncProperty(stored, change, async (stored, change) => {
        await put(stored);
        expect(await put(change)).toEqual({ ...stored, ...change });
        expect(await read()).toEqual({ ...stored, ...change });
      }),
      { numRuns: 25 },
    );
  });

  it('still refuses a category it does not know and a value that is not a boolean', async () => {
    expect((await call(t.app, 'PUT', URL, { user, body: { confirmation: false } })).status).toBe(
      400,
    );
    expect((await call(t.app, 'PUT', URL, { user, body: { messages: 'no' } })).status).toBe(400);
    expect((await call(t.app, 'PUT', URL, { user, body: { messages: null } })).status).toBe(400);
  });
});
