/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a value carrying one fails in the
 * database instead of in validation. This finds the first such string anywhere in a request
 * part, with its path, so it can be refused as bad input.
 *
 * The walk is iterative (an explicit stack, no recursion), so a hostile, deeply nested value
 * cannot overflow the call stack; bodies are also refused past MAX_JSON_DEPTH when parsed.
 */
export function findNulCharacter(value: unknown): (string | number)[] | undefined {
  // Each entry keeps its key and its parent's entry; the path is built only for a find.
  interface Entry {
    value: unknown;
    key: string | number | undefined;
    parent: Entry | undefined;
  }
  const stack: Entry[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(entry);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    // Pushed in reverse, so the first offending value in document order is found first.
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, parent: entry });
    }
  }
  return undefined;
}

function pathOf(entry: { key: string | number | undefined; parent: typeof entry | undefined }) {
  const path: (string | number)[] = [];
  for (let at: typeof entry | undefined = entry; at?.key !== undefined; at = at.parent) {
    path.push(at.key);
  }
  return path.reverse();
}
