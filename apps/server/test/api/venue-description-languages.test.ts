import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../support/index.js';
import {
  createUser,
  listVenue,
  startTestApp,
  useTestApp,
  type Json,
  type TestApp,
} from './support/test-app.js';

/**
 * A venue's description in two languages (docs/api.md, "Venues"): ours, beside Noroff's fields.
 * The host says which language `description` is in and may add it in the other; a body naming
 * neither is what a Noroff client sends and keeps working (noroff-client-replay.test.ts).
 */
const ENGLISH = 'A quiet cabin by the water, with a sauna and a rowing boat.';
const NORWEGIAN = 'En stille hytte ved vannet, med badstue og robåt.';

describeEachEngine('a venue described in Norwegian and English', (engine) => {
  const t = useTestApp(engine);
  const [host] = t.useHostAndGuests('described_host');
  const venueUrl = (id: string) => `/api/holidaze/venues/${id}`;
  const create = (body: Json) =>
    t.call('POST', '/api/holidaze/venues', {
      user: host,
      body: { name: 'Two-language cabin', description: ENGLISH, price: 900, maxGuests: 4, ...body },
    });
  const readAnonymously = async (id: string) => {
    const detail = await t.call('GET', venueUrl(id));
    expect(detail.status).toBe(200);
    return detail.body.data as Json;
  };
  const listed = async (id: string) => {
    const list = await t.call('GET', '/api/holidaze/venues?sort=created&sortOrder=desc&limit=100');
    return (list.body.data as Json[]).find((venue) => venue.id === id);
  };

  it('stores the language and the translation, and every read carries them', async () => {
    const made = await create({ descriptionLanguage: 'en', descriptionTranslation: NORWEGIAN });
    expect(made.status).toBe(201);
    const expected = { descriptionLanguage: 'en', descriptionTranslation: NORWEGIAN };
    expect(made.body.data).toMatchObject({ description: ENGLISH, ...expected });
    expect(await readAnonymously(made.body.data.id)).toMatchObject(expected);
    expect(await listed(made.body.data.id)).toMatchObject(expected);
    const profile = await t.call('GET', `/api/holidaze/profiles/${host.name}?_venues=true`, {
      user: host,
    });
    expect(
      (profile.body.data.venues as Json[]).find((venue) => venue.id === made.body.data.id),
    ).toMatchObject(expected);
  });

  it('answers null for both when a body names neither, as a Noroff client sends it', async () => {
    const made = await create({});
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      description: ENGLISH,
      descriptionLanguage: null,
      descriptionTranslation: null,
    });
  });

  it('changes them on update, leaves them when a body names neither, and drops the translation with the language', async () => {
    const id = (await create({ descriptionLanguage: 'nb', descriptionTranslation: ENGLISH })).body
      .data.id;
    const put = (body: Json) => t.call('PUT', venueUrl(id), { user: host, body });

    const renamed = await put({ name: 'Renamed cabin' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      descriptionLanguage: 'nb',
      descriptionTranslation: ENGLISH,
    });

    const swapped = await put({
      description: NORWEGIAN,
      descriptionLanguage: 'nb',
      descriptionTranslation: 'A cabin.',
    });
    expect(swapped.body.data).toMatchObject({
      description: NORWEGIAN,
      descriptionLanguage: 'nb',
      descriptionTranslation: 'A cabin.',
    });

    const blanked = await put({ descriptionLanguage: 'nb', descriptionTranslation: '  ' });
    expect(blanked.body.data.descriptionTranslation).toBeNull();
    await put({ descriptionLanguage: 'nb', descriptionTranslation: 'Back again.' });

    const unsaid = await put({ descriptionLanguage: null });
    expect(unsaid.status).toBe(200);
    expect(unsaid.body.data).toMatchObject({
      descriptionLanguage: null,
      descriptionTranslation: null,
    });
    expect(await readAnonymously(id)).toMatchObject({
      descriptionLanguage: null,
      descriptionTranslation: null,
    });
  });

  it('refuses a translation without the language, an unknown language and an oversized translation: 400 in the envelope', async () => {
    const id = (await create({})).body.data.id;
    const refusals: [Json, Json][] = [
      [
        { descriptionTranslation: NORWEGIAN },
        {
          code: 'form.translationNeedsLanguage',
          message: 'descriptionTranslation needs descriptionLanguage',
          path: ['descriptionTranslation'],
        },
      ],
      [
        { descriptionLanguage: 'no' },
        {
          code: 'form.languageUnknown',
          message: 'Language must be en or nb',
          path: ['descriptionLanguage'],
        },
      ],
      [
        { descriptionLanguage: 'en', descriptionTranslation: 'x'.repeat(5001) },
        {
          code: 'form.descriptionTooLong',
          message: 'Description cannot be greater than 5000 characters',
          path: ['descriptionTranslation'],
        },
      ],
    ];
    for (const [body, error] of refusals) {
      const created = await create(body);
      expect(created.status, JSON.stringify(body)).toBe(400);
      expect(created.body.errors).toEqual([error]);
      const updated = await t.call('PUT', venueUrl(id), { user: host, body });
      expect(updated.status, JSON.stringify(body)).toBe(400);
      expect(updated.body.errors).toEqual([error]);
    }
    const atTheLimit = await create({
      descriptionLanguage: 'en',
      descriptionTranslation: 'x'.repeat(5000),
    });
    expect(atTheLimit.status).toBe(201);
    expect(await readAnonymously(id)).toMatchObject({
      descriptionLanguage: null,
      descriptionTranslation: null,
    });
  });

  it('holds the rules in the database too: a translation without a language is refused', async () => {
    const id = (await create({})).body.data.id;
    await expect(
      sql`UPDATE venues SET description_translation = 'x' WHERE id = ${id}`.execute(t.db),
    ).rejects.toThrow(/venues_description_translation_has_language/);
    await expect(
      sql`UPDATE venues SET description_language = 'de' WHERE id = ${id}`.execute(t.db),
    ).rejects.toThrow(/venues_description_language_known/);
  });

  describe('the shared cache of public reads', () => {
    /** Two anonymous reads, so a third would come from the cache if it kept them. */
    const warm = async (id: string) => {
      for (let i = 0; i < 2; i += 1) {
        await readAnonymously(id);
        await listed(id);
      }
    };

    it('is emptied when the translation changes through the API', async () => {
      const id = (await create({ descriptionLanguage: 'en', descriptionTranslation: NORWEGIAN }))
        .body.data.id;
      await warm(id);
      const changed = await t.call('PUT', venueUrl(id), {
        user: host,
        body: { descriptionLanguage: 'en', descriptionTranslation: 'Ny tekst.' },
      });
      expect(changed.status).toBe(200);
      expect((await readAnonymously(id)).descriptionTranslation).toBe('Ny tekst.');
      expect((await listed(id))?.descriptionTranslation).toBe('Ny tekst.');
    });

    it('is emptied when only these columns change outside any request', async () => {
      const id = (await create({})).body.data.id;
      for (const [language, translation] of [
        ['nb', 'A quiet cabin.'],
        ['en', null],
      ] as const) {
        await warm(id);
        await sql`UPDATE venues SET description_language = ${language},
          description_translation = ${translation} WHERE id = ${id}`.execute(t.db);
        expect(await readAnonymously(id)).toMatchObject({
          descriptionLanguage: language,
          descriptionTranslation: translation,
        });
        expect(await listed(id)).toMatchObject({
          descriptionLanguage: language,
          descriptionTranslation: translation,
        });
      }
    });
  });
});

/** The web app's own index.html, as the build keeps its shell and head. */
const INDEX_HTML = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
const metaDescription = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('the venue page’s head quotes the description in the page’s language', () => {
  const dist = mkdtempSync(join(tmpdir(), 'holidaze-dist-'));
  let t: TestApp;
  let translated: string;
  let untranslated: string;

  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    t = await startTestApp('pglite', { webDistDir: dist, publicUrl: 'https://holidaze.example' });
    const host = await createUser(t.app, 'HeadHost', { venueManager: true });
    const venue = {
      name: 'Fjord Cabin',
      description: ENGLISH,
      location: { city: 'Bergen', country: 'Norway' },
    };
    translated = await listVenue(t.app, host, {
      ...venue,
      descriptionLanguage: 'en',
      descriptionTranslation: NORWEGIAN,
    });
    untranslated = await listVenue(t.app, host, { ...venue, descriptionLanguage: 'en' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const headOf = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return metaDescription(response.body);
  };

  it('in Norwegian, the host’s Norwegian description', async () => {
    expect(await headOf(`/nb/venue/${translated}`)).toBe(
      `Fjord Cabin i Bergen, Norway. ${NORWEGIAN}`,
    );
  });

  it('in English, the English one; without a Norwegian one, the one they wrote', async () => {
    expect(await headOf(`/en/venue/${translated}`)).toBe(
      `Fjord Cabin in Bergen, Norway. ${ENGLISH}`,
    );
    expect(await headOf(`/nb/venue/${untranslated}`)).toBe(
      `Fjord Cabin i Bergen, Norway. ${ENGLISH}`,
    );
  });
});
