import { SKIES, hsl, ridgePath, seededRandom, type Random } from './svg-random.js';
import { interiorSvg } from './venue-interior.js';
import {
  KINDS,
  SEASONS,
  cabin,
  cityBlock,
  seasonColours,
  seasonDetails,
  type Kind,
  type Season,
} from './venue-scenes.js';

/**
 * A holiday scene for venue image n, pure and deterministic. Its kind of place (a house, a log
 * cabin, a city block, or a room inside) and its season (summer, autumn, winter, spring) follow
 * from n, so that neighbouring venues (the seed gives venue i images 5i+1 to 5i+5) look different
 * in their drawing, not only in colour; sky, sea or meadow, trees and details vary at random.
 * The root carries `data-scene="kind season setting"`, which says what it shows.
 */
const WIDTH = 800;
const HEIGHT = 600;

function house(random: Random, groundY: number): string {
  const w = random.int(170, 280);
  const h = random.int(110, 170);
  const x = random.int(120, WIDTH - w - 120);
  const y = groundY - h + 20;
  const wall = hsl(random.pick([20, 35, 45, 200, 0, 10]), random.int(20, 60), random.int(72, 92));
  const roof = hsl(random.pick([5, 15, 200, 220, 30]), random.int(40, 70), random.int(28, 45));
  const roofH = random.int(55, 95);
  const flat = random.next() < 0.3;
  const roofShape = flat
    ? `<rect x="${x - 10}" y="${y - 16}" width="${w + 20}" height="18" rx="3" fill="${roof}"/>`
    : `<polygon points="${x - 18},${y} ${x + w / 2},${y - roofH} ${x + w + 18},${y}" fill="${roof}"/>`;
  const windows: string[] = [];
  const count = random.int(2, 4);
  const glass = random.next() < 0.5 ? '#ffe9a8' : '#bfe3f5';
  for (let i = 0; i < count; i++) {
    const wx = x + 18 + i * ((w - 36) / count);
    windows.push(
      `<rect x="${wx.toFixed(1)}" y="${y + 22}" width="${((w - 36) / count - 14).toFixed(1)}" height="34" rx="3" fill="${glass}" stroke="#5b4636" stroke-width="3"/>`,
    );
  }
  const doorX = x + w / 2 - 18;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/>`,
    roofShape,
    ...windows,
    `<rect x="${doorX}" y="${y + h - 62}" width="36" height="62" rx="4" fill="${hsl(random.int(0, 360), 45, 35)}"/>`,
    `<circle cx="${doorX + 28}" cy="${y + h - 30}" r="3" fill="#f2d16b"/>`,
  ].join('');
}

/** Image n's kind of place and season: every combination within 16 consecutive numbers. */
export function sceneOf(n: number): { kind: Kind; season: Season } {
  const i = Math.abs(Math.trunc(n) - 1);
  return { kind: KINDS[i % KINDS.length]!, season: SEASONS[Math.floor(i / 4) % SEASONS.length]! };
}

function tree(
  random: Random,
  x: number,
  groundY: number,
  tropical: boolean,
  leaves = hsl(140, 40, 26),
): string {
  const h = random.int(90, 160);
  if (tropical) {
    const top = groundY - h;
    const leaves = [-60, -25, 10, 45, 80]
      .map(
        (a) =>
          `<ellipse cx="${x}" cy="${top}" rx="48" ry="10" fill="${hsl(120, 45, 32)}" transform="rotate(${a} ${x} ${top}) translate(30 0)"/>`,
      )
      .join('');
    return `<path d="M${x} ${groundY} Q${x + 12} ${groundY - h / 2} ${x} ${top}" stroke="#7a5a3a" stroke-width="9" fill="none"/>${leaves}`;
  }
  return `<rect x="${x - 5}" y="${groundY - 25}" width="10" height="25" fill="#6b4a2f"/><polygon points="${x - 32},${groundY - 20} ${x},${groundY - h} ${x + 32},${groundY - 20}" fill="${leaves}"/>`;
}

export function venueImageSvg(n: number): string {
  const random = seededRandom('venue', n);
  const { kind, season } = sceneOf(n);
  const sky = random.pick(SKIES);
  const night = sky === SKIES[4];
  if (kind === 'interior') return interiorSvg(random, season, night);
  const seaside = kind !== 'cabin' && random.next() < 0.5;
  const warm = season === 'summer' || season === 'spring';
  const tropical = seaside && warm && random.next() < 0.6;
  const colours = seasonColours(season, night);
  const horizon = random.int(300, 360);
  const groundY = random.int(470, 520);
  const sunX = random.int(90, WIDTH - 90);
  const sunY = random.int(70, horizon - 100);
  const mountainHue = random.int(200, 260);
  const groundHue = seaside ? random.int(38, 48) : random.int(85, 130);

  const stars = night
    ? Array.from(
        { length: 40 },
        () =>
          `<circle cx="${random.int(0, WIDTH)}" cy="${random.int(0, horizon - 60)}" r="${random.range(0.8, 2).toFixed(1)}" fill="#fff" opacity="${random.range(0.4, 1).toFixed(2)}"/>`,
      ).join('')
    : '';
  const clouds = night
    ? ''
    : Array.from({ length: random.int(1, 4) }, () => {
        const cx = random.int(40, WIDTH - 40);
        const cy = random.int(40, horizon - 120);
        return `<g fill="#fff" opacity="0.85"><ellipse cx="${cx}" cy="${cy}" rx="60" ry="18"/><ellipse cx="${cx + 30}" cy="${cy - 12}" rx="36" ry="20"/></g>`;
      }).join('');
  const water = seaside
    ? `<rect x="0" y="${horizon}" width="${WIDTH}" height="${groundY - horizon + 40}" fill="url(#sea)"/>` +
      Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M${random.int(0, 600)} ${horizon + 20 + i * 22} q20 -6 40 0 t40 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2" fill="none"/>`,
      ).join('')
    : '';
  const trees = Array.from({ length: random.int(1, 3) }, () =>
    tree(
      random,
      random.pick([random.int(30, 110), random.int(WIDTH - 110, WIDTH - 30)]),
      groundY + 10,
      tropical,
      colours.leaves,
    ),
  ).join('');
  const building =
    kind === 'cabin'
      ? cabin(random, groundY, season)
      : kind === 'city'
        ? cityBlock(random, groundY, night)
        : house(random, groundY);
  const ground =
    seaside && season !== 'winter'
      ? [hsl(groundHue, 45, night ? 25 : 60), hsl(groundHue, 40, night ? 15 : 42)]
      : colours.ground;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" data-scene="${kind} ${season} ${seaside ? 'seaside' : 'inland'}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(random.int(185, 210), 70, night ? 25 : 45)}"/><stop offset="1" stop-color="${hsl(random.int(175, 195), 60, night ? 15 : 30)}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
${stars}<circle cx="${sunX}" cy="${sunY}" r="90" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${night ? 26 : 38}" fill="${sky.sun}"/>
${clouds}
<path d="${ridgePath(random, { width: WIDTH, height: HEIGHT, base: horizon, amplitude: random.int(80, 170), peaks: random.int(2, 5) })}" fill="${hsl(mountainHue, 25, night ? 22 : 62)}"/>
<path d="${ridgePath(random, { width: WIDTH, height: HEIGHT, base: horizon + 10, amplitude: random.int(40, 90), peaks: random.int(3, 6) })}" fill="${hsl(mountainHue + 10, 22, night ? 16 : 48)}"/>
${water}
<path d="${ridgePath(random, { width: WIDTH, height: HEIGHT, base: groundY, amplitude: 30, peaks: 3 })}" fill="url(#ground)"/>
${building}
${kind === 'city' ? '' : trees}
${seasonDetails(random, season, groundY)}
</svg>`;
}
