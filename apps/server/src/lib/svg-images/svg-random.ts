/**
 * Deterministic randomness for generated images: the same number always draws the same picture,
 * so an image URL is immutable and can be cached for a year.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32, seeded from the image kind and number. */
export function seededRandom(kind: string, n: number): Random {
  let seed = n >>> 0;
  for (const char of kind) seed = Math.imul(seed ^ char.charCodeAt(0), 2654435761) >>> 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

export const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

/** Skies by time of day: top, horizon, and the light of the sun or moon. */
export const SKIES = [
  { top: hsl(205, 80, 55), bottom: hsl(195, 85, 85), sun: '#fff6c8' }, // noon
  { top: hsl(220, 60, 45), bottom: hsl(30, 95, 75), sun: '#ffd27a' }, // golden hour
  { top: hsl(260, 45, 35), bottom: hsl(15, 90, 65), sun: '#ff9b5e' }, // sunset
  { top: hsl(190, 70, 60), bottom: hsl(170, 60, 88), sun: '#ffffff' }, // tropical morning
  { top: hsl(230, 50, 18), bottom: hsl(240, 40, 40), sun: '#f4f1de' }, // night
] as const;

/** A smooth ridge from left to right: a closed path for mountains, hills or dunes. */
export function ridgePath(
  random: Random,
  options: { width: number; height: number; base: number; amplitude: number; peaks: number },
): string {
  const { width, height, base, amplitude, peaks } = options;
  const step = width / peaks;
  const points: string[] = [`M0 ${height}`, `L0 ${base}`];
  for (let i = 0; i < peaks; i++) {
    const x = step * i + step / 2;
    const y = base - random.range(0.3, 1) * amplitude;
    const endX = step * (i + 1);
    const endY = base - random.range(0, 0.35) * amplitude;
    points.push(`Q${x.toFixed(1)} ${y.toFixed(1)} ${endX.toFixed(1)} ${endY.toFixed(1)}`);
  }
  points.push(`L${width} ${height}`, 'Z');
  return points.join(' ');
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
