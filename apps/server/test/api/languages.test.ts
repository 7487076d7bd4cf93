import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import { PASSWORD, useTestApp, type TestUser } from './support/test-app.js';

/**
 * A person's language (docs/decisions/037-languages.md): chosen at registration or negotiated
 * from the request, changed on the profile, and what the server writes to them in.
 */
describeEachEngine('languages', (engine) => {
  const t = useTestApp(engine);

  const register = (name: string, headers: Record<string, string> = {}, extra = {}) =>
    t.call('POST', '/api/auth/register', {
      headers,
      body: { name, email: `${name}@stud.noroff.no`, password: PASSWORD, ...extra },
    });
  const storedLanguage = async (name: string) =>
    (
      await t.db
        .selectFrom('profiles')
        .select('language')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).language;

  it('stores the language the request negotiates at registration', async () => {
    const norwegian = await register('lang_nb', {
      'accept-language': 'de-DE;q=0.9, nn;q=0.8, en;q=0.5',
    });
    expect(norwegian.status).toBe(201);
    expect(norwegian.body.data).toMatchObject({ language: 'nb' });
    expect(await storedLanguage('lang_nb')).toBe('nb');

    // Weights decide, not the order written.
    await register('lang_en', { 'accept-language': 'nb;q=0.4, en-GB;q=0.8' });
    expect(await storedLanguage('lang_en')).toBe('en');
    // Nothing we have: English.
    await register('lang_none', { 'accept-language': 'de, fr;q=0.5' });
    expect(await storedLanguage('lang_none')).toBe('en');
    await register('lang_bare');
    expect(await storedLanguage('lang_bare')).toBe('en');
    // The saved choice (the web app's cookie) before the browser's languages.
    await register('lang_cookie', { 'accept-language': 'en', cookie: 'a=1; holidaze_lang=nb' });
    expect(await storedLanguage('lang_cookie')).toBe('nb');
  });

  it("takes the body's language over the request's, and refuses one we do not have", async () => {
    const chosen = await register('lang_body', { 'accept-language': 'nb' }, { language: 'en' });
    expect(chosen.status).toBe(201);
    expect(await storedLanguage('lang_body')).toBe('en');
    const german = await register('lang_de', {}, { language: 'de' });
    expect(german.status).toBe(400);
    expect(german.body.errors[0]).toMatchObject({
      message: 'Language must be en or nb',
      path: ['language'],
    });
  });

  it('changes the language on the profile, shows it to its owner only, and refuses another', async () => {
    const [owner, other] = await Promise.all([
      t.createUser('lang_owner'),
      t.createUser('lang_other'),
    ]);
    const put = (user: TestUser, body: unknown) =>
      t.call('PUT', `/api/holidaze/profiles/${owner.name}`, { user, body });
    const saved = await put(owner, { language: 'nb' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'lang_owner', language: 'nb' });
    expect(await storedLanguage('lang_owner')).toBe('nb');

    const refused = await put(owner, { language: 'de' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ path: ['language'] });
    expect((await put(owner, { language: 42 })).status).toBe(400);
    expect(await storedLanguage('lang_owner')).toBe('nb');

    const own = await t.call('GET', `/api/holidaze/profiles/${owner.name}`, { user: owner });
    expect(own.body.data.language).toBe('nb');
    const seen = await t.call('GET', `/api/holidaze/profiles/${owner.name}`, { user: other });
    expect(seen.status).toBe(200);
    expect(seen.body.data).not.toHaveProperty('language');
  });
});
