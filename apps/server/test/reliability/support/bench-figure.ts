/**
 * A time a proof measures but does not judge: how soon depends on the machine, so no test may
 * fail on it. `npm run bench` (scripts/bench/reliability.mjs) collects these lines and reports each
 * against its target in docs/performance.md.
 */
export function benchFigure(name: string, ms: number, targetMs: number): void {
  console.log(`bench figure: ${JSON.stringify({ name, ms: Math.round(ms), targetMs })}`);
}

/** What `answer()` resolves to, with how long it took printed as the bench figure `name`. */
export async function timedFigure<T>(
  name: string,
  targetMs: number,
  answer: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  const result = await answer();
  benchFigure(name, Date.now() - started, targetMs);
  return result;
}
