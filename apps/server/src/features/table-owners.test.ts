import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * One writing feature per table (docs/architecture.md, "Table owners"): a table's rows are
 * inserted, updated and deleted by one feature's code; another feature asks that feature
 * through its index.ts. Seeds and migrations are not features and are not read here.
 */

const featuresDir = new URL('./', import.meta.url);
const schemaFile = new URL('../db/schema.ts', import.meta.url);
const architectureDoc = new URL('../../../../docs/architecture.md', import.meta.url);

/** Tables that more than one feature writes, each with why; the same list is in the doc. */
const EXCEPTIONS: Record<string, { writers: string[]; reason: string }> = {};

/** The tables of `interface Database` in db/schema.ts. */
function tableNames(): string[] {
  const schema = readFileSync(schemaFile, 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!);
}

/** The tables `source` writes: Kysely's insertInto/updateTable/deleteFrom and raw SQL. */
function writtenTables(source: string, tables: readonly string[]): Set<string> {
  const known = new Set(tables);
  const written = new Set<string>();
  const patterns = [
    /\.(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*['"`](\w+)/g,
    /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(\w+)/g,
    // jobs/claim-due.ts updates the row it claims in the table it is given.
    /\bclaimDue\b(?:<[^>]*>)?\(\s*\w+,\s*\{\s*table:\s*['"`](\w+)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      if (known.has(match[1]!)) written.add(match[1]!);
    }
  }
  return written;
}

function sourceFiles(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, dir));
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [new URL(entry.name, dir)];
  });
}

/** Per table, the feature folders whose (non-test) source writes it. */
function writersByTable(): Map<string, Set<string>> {
  const tables = tableNames();
  const writers = new Map<string, Set<string>>();
  for (const entry of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const file of sourceFiles(new URL(`${entry.name}/`, featuresDir))) {
      for (const table of writtenTables(readFileSync(file, 'utf8'), tables)) {
        writers.set(table, (writers.get(table) ?? new Set()).add(entry.name));
      }
    }
  }
  return writers;
}

describe('table owners', () => {
  it('finds the writes of Kysely and of raw SQL, and only of known tables', () => {
    const tables = ['venues', 'bookings', 'profiles', 'reviews', 'notifications'];
    const source = `
      db.insertInto('venues').values(v);
      tx.updateTable('bookings as b').set(s);
      db.deleteFrom(
        'profiles',
      );
      sql\`UPDATE reviews SET x = 1\`;
      sql\`SELECT id FROM notifications FOR UPDATE SKIP LOCKED\`;
      db.selectFrom('notifications');
    `;
    expect([...writtenTables(source, tables)].sort()).toEqual([
      'bookings',
      'profiles',
      'reviews',
      'venues',
    ]);
    expect(writtenTables(`sql\`INSERT INTO   notifications (id)\``, tables)).toEqual(
      new Set(['notifications']),
    );
    const claim = "claimDue<{ id: string }>(tx, {\n  table: 'notifications',\n  set: sql``,";
    expect(writtenTables(claim, tables)).toEqual(new Set(['notifications']));
  });

  it('reads every table of the schema', () => {
    expect(tableNames()).toEqual(expect.arrayContaining(['profiles', 'venues', 'bookings']));
  });

  it('has one writing feature per table, but for the listed exceptions', () => {
    const shared = Object.fromEntries(
      [...writersByTable()]
        .filter(([, features]) => features.size > 1)
        .map(([table, features]) => [table, [...features].sort()]),
    );
    const allowed = Object.fromEntries(
      Object.entries(EXCEPTIONS).map(([table, { writers }]) => [table, [...writers].sort()]),
    );
    // An exception no longer needed is dropped from the list (and the doc), not kept.
    expect(shared).toEqual(allowed);
  });

  it('lists the same exceptions in docs/architecture.md', () => {
    const doc = readFileSync(architectureDoc, 'utf8');
    const section = /### Table owners\n([\s\S]*?)(?=\n#{2,3} )/.exec(doc)?.[1] ?? '';
    expect(section).not.toBe('');
    const listed = [...section.matchAll(/^- `(\w+)`: written by/gm)].map((match) => match[1]!);
    expect(listed.sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});
