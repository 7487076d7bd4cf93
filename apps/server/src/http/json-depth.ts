/**
 * How deeply a JSON body may nest. Our deepest request body is two levels (a venue's
 * `location` or `media[]` items inside the body); 32 leaves room for any honest client.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when `value` nests objects or arrays more than `maxDepth` levels deep (the top-level
 * object or array is level 1). Iterative, with an explicit stack: a 10 000-level body is
 * measured without recursion, and the walk stops at the first level too deep.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > maxDepth) return true;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
