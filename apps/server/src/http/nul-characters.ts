/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a value carrying one fails in the
 * database instead of in validation. This finds the first such string anywhere in a request
 * part, with its path, so it can be refused as bad input.
 */
export function findNulCharacter(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
