import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrations } from './migrate.js';
import { openDatabase } from './open-database.js';
import { buildPGliteTemplate, pgliteTemplateFor } from './open-database-template.js';
import { insertProfileAndVenue } from './test-rows.js';

describe('the embedded database template', () => {
  const templateDir = mkdtempSync(join(tmpdir(), 'holidaze-template-'));
  const scratch = mkdtempSync(join(tmpdir(), 'holidaze-template-data-'));
  let applied: string[];
  beforeAll(async () => {
    applied = await buildPGliteTemplate(templateDir);
  });
  afterAll(() => {
    rmSync(templateDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is a created, fully migrated database that a new data directory starts from', async () => {
    expect(applied.length).toBeGreaterThanOrEqual(3);
    const dataDir = join(scratch, 'fresh');
    const template = pgliteTemplateFor(dataDir, templateDir);
    expect(template?.size).toBeGreaterThan(0);

    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create({
      dataDir,
      loadDataDir: template!,
      extensions: { btree_gist, pg_trgm },
    });
    await pglite.close();
    // Reopened as the server opens it: nothing pending, and it takes data and keeps it.
    const handle = await openDatabase({ dataDir });
    try {
      expect(await pendingMigrations(handle.db)).toEqual([]);
      await insertProfileAndVenue(handle.db, 'template');
      const venues = await handle.db.selectFrom('venues').select('name').execute();
      expect(venues.map((v) => v.name)).toEqual(['Venue template']);
    } finally {
      await handle.close();
    }
    expect(pgliteTemplateFor(dataDir, templateDir)).toBeUndefined();
  });

  it('is ignored when another PGlite version made it', () => {
    writeFileSync(join(templateDir, 'pglite-template.json'), JSON.stringify({ pglite: '0.0.1' }));
    expect(pgliteTemplateFor(join(scratch, 'other'), templateDir)).toBeUndefined();
  });
});
