import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Lint's import-x/no-cycle sees files; this sees features: no feature reaches, through other
 * features, back to itself (docs/architecture.md, "Feature boundaries").
 */

const featuresDir = new URL('./', import.meta.url);

function sourcesOf(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourcesOf(new URL(`${entry.name}/`, dir));
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [readFileSync(new URL(entry.name, dir), 'utf8')];
  });
}

/** The features each feature imports (type-only imports too). */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const used = new Set<string>();
    for (const source of sourcesOf(new URL(`${entry.name}/`, featuresDir))) {
      for (const match of source.matchAll(/from '\.\.\/([\w-]+)\//g)) used.add(match[1]!);
    }
    used.delete(entry.name);
    graph.set(entry.name, used);
  }
  return graph;
}

/** One cycle of the graph as a path that ends where it starts, or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('feature imports', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    graph.get('c')!.delete('a');
    expect(findCycle(graph)).toBeUndefined();
  });

  it('reads the imports between features', () => {
    expect([...featureGraph().get('bookings')!]).toEqual(expect.arrayContaining(['venues']));
  });

  it('has no cycle between features', () => {
    expect(findCycle(featureGraph())).toBeUndefined();
  });
});
