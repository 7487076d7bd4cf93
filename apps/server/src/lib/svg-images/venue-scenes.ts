import { hsl, type Random } from './svg-random.js';

/** What a venue picture shows, so that a page of results is not one house twelve times. */
export const KINDS = ['house', 'cabin', 'city', 'interior'] as const;
export const SEASONS = ['summer', 'autumn', 'winter', 'spring'] as const;
export type Kind = (typeof KINDS)[number];
export type Season = (typeof SEASONS)[number];

const W = 800;

/** Ground colours and foliage by season. */
export function seasonColours(season: Season, night: boolean) {
  const dim = (l: number) => (night ? l * 0.45 : l);
  switch (season) {
    case 'winter':
      return {
        ground: [hsl(210, 20, dim(94)), hsl(210, 18, dim(82))],
        leaves: hsl(150, 25, dim(30)),
      };
    case 'autumn':
      return { ground: [hsl(35, 55, dim(55)), hsl(25, 50, dim(38))], leaves: hsl(24, 80, dim(45)) };
    case 'spring':
      return {
        ground: [hsl(100, 55, dim(62)), hsl(110, 45, dim(44))],
        leaves: hsl(110, 50, dim(42)),
      };
    default:
      return {
        ground: [hsl(95, 45, dim(58)), hsl(105, 40, dim(40))],
        leaves: hsl(130, 40, dim(30)),
      };
  }
}

/** Falling snow, spring flowers or autumn leaves over an outdoor scene. */
export function seasonDetails(random: Random, season: Season, groundY: number): string {
  if (season === 'winter')
    return Array.from(
      { length: 50 },
      () =>
        `<circle cx="${random.int(0, W)}" cy="${random.int(0, 600)}" r="${random.range(1.5, 3.5).toFixed(1)}" fill="#fff" opacity="0.85"/>`,
    ).join('');
  if (season === 'spring')
    return Array.from({ length: 24 }, () => {
      const x = random.int(0, W);
      const y = random.int(groundY + 20, 590);
      return `<circle cx="${x}" cy="${y}" r="4" fill="${random.pick(['#f7c6d9', '#fff3a6', '#ffffff', '#c9b6f2'])}"/>`;
    }).join('');
  if (season === 'autumn')
    return Array.from({ length: 20 }, () => {
      const x = random.int(0, W);
      const y = random.int(groundY, 590);
      return `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="${random.pick(['#c0541b', '#e39a2d', '#8f3b1b'])}" transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`;
    }).join('');
  return '';
}

/** A log cabin with a steep roof and a chimney; snow on the roof in winter. */
export function cabin(random: Random, groundY: number, season: Season): string {
  const w = random.int(200, 260);
  const h = random.int(110, 140);
  const x = random.int(140, W - w - 140);
  const y = groundY - h + 20;
  const logs = Array.from(
    { length: Math.floor(h / 18) },
    (_, i) =>
      `<rect x="${x}" y="${y + i * 18}" width="${w}" height="16" rx="8" fill="${hsl(25, 45, 30 + (i % 2) * 6)}"/>`,
  ).join('');
  const roofH = random.int(90, 120);
  const roof = `<polygon points="${x - 24},${y + 4} ${x + w / 2},${y - roofH} ${x + w + 24},${y + 4}" fill="${hsl(0, 0, 22)}"/>`;
  const snow =
    season === 'winter'
      ? `<polygon points="${x - 24},${y + 4} ${x + w / 2},${y - roofH} ${x + w + 24},${y + 4} ${x + w + 10},${y - 8} ${x + w / 2},${y - roofH + 16} ${x - 10},${y - 8}" fill="#ffffff"/>`
      : '';
  const chimney = `<rect x="${x + w * 0.7}" y="${y - roofH * 0.7}" width="22" height="${roofH * 0.5}" fill="#5a4a42"/>`;
  const window = `<rect x="${x + 24}" y="${y + 30}" width="46" height="40" fill="#ffd98a" stroke="#3b2a1e" stroke-width="5"/>`;
  const door = `<rect x="${x + w - 80}" y="${y + h - 70}" width="40" height="70" fill="#3b2a1e"/>`;
  return chimney + logs + roof + snow + window + door;
}

/** A city block: towers of flats with rows of lit windows. */
export function cityBlock(random: Random, groundY: number, night: boolean): string {
  const towers: string[] = [];
  let x = random.int(-20, 30);
  while (x < W) {
    const w = random.int(70, 130);
    const h = random.int(160, 340);
    const top = groundY - h + 30;
    const wall = hsl(
      random.int(15, 230),
      random.int(5, 25),
      night ? random.int(18, 30) : random.int(55, 80),
    );
    const rows: string[] = [];
    for (let wy = top + 16; wy < groundY; wy += 30)
      for (let wx = x + 10; wx < x + w - 20; wx += 24)
        if (random.next() < 0.7)
          rows.push(
            `<rect x="${wx}" y="${wy}" width="14" height="18" fill="${night ? '#ffd77a' : '#cfe6f2'}"/>`,
          );
    towers.push(
      `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>${rows.join('')}`,
    );
    x += w + random.int(4, 18);
  }
  return towers.join('');
}
