/**
 * `npm test` runs these proofs at a size that fits CI; `npm run bench` runs them again with
 * RELIABILITY_SCALE=full (longer, more attempts). Tests may read the environment; the server
 * never does outside config.ts.
 */
export const fullScale = process.env.RELIABILITY_SCALE === 'full';

export const pick = <T>(fast: T, full: T): T => (fullScale ? full : fast);

/** A small seeded generator, so a failing run can be replayed with the seed it printed. */
export function seededRandom(seed: number): (max: number) => number {
  let state = seed >>> 0 || 1;
  return (max) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % max;
  };
}
