import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrations } from './migrate.js';
import { openDatabase } from './open-database.js';
import {
  buildPGliteTemplate,
  copyPGliteTemplate,
  pgliteTemplateFor,
} from './open-database-template.js';
import { insertProfileAndVenue } from '../../test/support/test-rows.js';

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
    expect(template).toBeDefined();
    copyPGliteTemplate(template!, dataDir);
    // Opened as the server opens it: nothing pending, and it takes data and keeps it.
    const handle = await openDatabase({ dataDir });
    try {
      expect(await pendingMigrations(handle.db)).toEqual([]);
      await insertProfileAndVenue(handle.db, 'template');
    } finally {
      await handle.close();
    }
    const reopened = await openDatabase({ dataDir });
    try {
      const venues = await reopened.db.selectFrom('venues').select('name').execute();
      expect(venues.map((v) => v.name)).toEqual(['Venue template']);
    } finally {
      await reopened.close();
    }
    // A data directory that holds a database never takes the template again.
    expect(pgliteTemplateFor(dataDir, templateDir)).toBeUndefined();
  });

  it('is ignored when another PGlite version made it', () => {
    writeFileSync(join(templateDir, 'pglite-template.json'), JSON.stringify({ pglite: '0.0.1' }));
    expect(pgliteTemplateFor(join(scratch, 'other'), templateDir)).toBeUndefined();
  });
});
