import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATES } from '@holidaze/domain';

/**
 * The booking lifecycle (booking-lifecycle.ts) is the only writer of a booking's `status`.
 * This reads every source file of the server and finds each place that writes it: a call of
 * the repository's state writers, a Kysely insert into or update of `bookings` whose values
 * name `status`, and SQL that inserts a `status` into `bookings` or sets it.
 */
const SRC = fileURLToPath(new URL('../../', import.meta.url));

/** Where a booking's state may be written, and why. */
const ALLOWED: Record<string, string> = {
  'features/bookings/booking-lifecycle.ts': 'the lifecycle itself',
  'features/bookings/booking-repository.ts':
    'the state writers the lifecycle calls (`insertPlaced`, `writeState`)',
};

/**
 * Documented exceptions: they run before the server serves anyone, and write history the
 * lifecycle refuses by design (stays that began months ago, requests answered in the past):
 * the demo seed, and migrations (012 lapses duplicate waiting requests before its index).
 */
const EXCEPTIONS: Record<string, string> = {
  'seed/': 'demo data written before the server listens',
  'db/migrations/': 'schema changes, applied before the server listens',
};

const STATE_WRITERS = new Set(['writeState', 'insertPlaced']);
/** Generic writers of a row: given a `status`, they would write it. */
const ROW_WRITERS = new Set(['set', 'values', 'update', 'insert']);
const STATE_NAMES = new Set<string>(BOOKING_STATES);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const hasStatusKey = (node: ts.Node): boolean => {
  if (ts.isArrayLiteralExpression(node)) return node.elements.some(hasStatusKey);
  if (!ts.isObjectLiteralExpression(node)) return false;
  return node.properties.some(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
      p.name.getText() === 'status',
  );
};

/** The table a Kysely chain ending in this call writes (`updateTable('x')`, `insertInto('x')`). */
function tableOfChain(call: ts.CallExpression): string | undefined {
  let node: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const [first] = node.arguments;
      if ((name === 'updateTable' || name === 'insertInto') && first) {
        return ts.isStringLiteral(first) ? first.text.split(' ')[0] : first.getText();
      }
    }
    node = ts.isCallExpression(node) ? node.expression : node.expression;
  }
  return undefined;
}

/** SQL text that writes `bookings.status` (an UPDATE's SET list, or an INSERT's columns). */
export function sqlWritesStatus(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  for (const match of flat.matchAll(
    /\bUPDATE bookings\b.*?\bSET\b(.*?)(?:\bWHERE\b|\bFROM\b|$)/gi,
  )) {
    if (/(^|,)\s*status\s*=/i.test(match[1]!)) return true;
  }
  return /\bINSERT INTO bookings\s*\(([^)]*\bstatus\b[^)]*)\)/i.test(flat);
}

/** Every place in `file` that writes a booking's state: "line: what". */
export function statusWrites(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      if (STATE_WRITERS.has(name)) found.push(`${at(node)}: ${name}()`);
      const kysely = name === 'set' || name === 'values';
      if (
        ROW_WRITERS.has(name) &&
        (!kysely || tableOfChain(node) === 'bookings') &&
        node.arguments.some(hasStatusKey)
      ) {
        found.push(`${at(node)}: ${name}({ status })`);
      }
    }
    // A booking state put in an object to be written later (spread into a row, say).
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'status') {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isParenthesizedExpression(value)) {
        value = value.expression;
      }
      if (ts.isStringLiteral(value) && STATE_NAMES.has(value.text)) {
        found.push(`${at(node)}: status: '${value.text}'`);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      const template = node.template;
      const sqlText = ts.isNoSubstitutionTemplateLiteral(template)
        ? template.text
        : [template.head.text, ...template.templateSpans.map((s) => `? ${s.literal.text}`)].join(
            '',
          );
      if (sqlWritesStatus(sqlText)) found.push(`${at(node)}: SQL`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const writers = () =>
  sourceFiles(SRC)
    .map((path) => ({
      file: relative(SRC, path),
      writes: statusWrites(path, readFileSync(path, 'utf8')),
    }))
    .filter((entry) => entry.writes.length > 0);

describe('the booking lifecycle is the only writer of status', () => {
  it('finds no other file that writes a booking’s state', () => {
    const others = writers().filter(
      ({ file }) =>
        !(file in ALLOWED) && !Object.keys(EXCEPTIONS).some((prefix) => file.startsWith(prefix)),
    );
    expect(others).toEqual([]);
  });

  it('finds the lifecycle’s own writes and each documented exception, so the search works', () => {
    const files = writers().map((entry) => entry.file);
    expect(files).toEqual(expect.arrayContaining(Object.keys(ALLOWED)));
    for (const prefix of Object.keys(EXCEPTIONS)) {
      expect(
        files.some((file) => file.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('tells SQL that writes the state from SQL that only reads it', () => {
    expect(sqlWritesStatus("UPDATE bookings SET status = 'expired', responded_at = ?")).toBe(true);
    expect(sqlWritesStatus('UPDATE bookings SET updated_at = ?, status = ? WHERE id = ?')).toBe(
      true,
    );
    expect(sqlWritesStatus('INSERT INTO bookings (venue_id, status) VALUES (?, ?)')).toBe(true);
    expect(
      sqlWritesStatus("UPDATE bookings SET reminder_sent_at = ? WHERE status = 'confirmed'"),
    ).toBe(false);
    expect(sqlWritesStatus("SELECT id FROM bookings WHERE status = 'requested'")).toBe(false);
  });

  it('tells a Kysely write of the state from one of other columns', () => {
    const code = `
      db.updateTable('bookings').set({ status: 'declined' }).execute();
      db.insertInto('bookings').values([{ venue_id, status }]).execute();
      db.updateTable('bookings').set({ customer_id: x }).execute();
      db.insertInto('api_keys').values({ status: 'active' }).execute();
      locked.writeState(id, 'confirmed', {});
      locked.update(id, { status: next });
      const request = { status: 'requested' as const };
      reply.status(201).send({ status: 'ok' });`;
    expect(statusWrites('example.ts', code)).toEqual([
      '2: set({ status })',
      "2: status: 'declined'",
      '3: values({ status })',
      '6: writeState()',
      '7: update({ status })',
      "8: status: 'requested'",
    ]);
  });
});
