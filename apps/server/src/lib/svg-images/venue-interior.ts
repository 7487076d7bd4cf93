import { hsl, type Random } from './svg-random.js';
import type { Season } from './venue-scenes.js';

const W = 800;
const H = 600;

/** A room inside the venue: wall, floor, a window onto the season, a bed or sofa, a lamp, a picture. */
export function interiorSvg(random: Random, season: Season, night: boolean): string {
  const wall = hsl(random.int(20, 220), random.int(15, 45), random.int(78, 92));
  const floor = hsl(random.int(20, 40), random.int(30, 50), random.int(35, 55));
  const floorY = random.int(400, 450);
  const view = {
    winter: ['#dfe9f3', '#ffffff'],
    autumn: ['#f6c37a', '#c0541b'],
    spring: ['#bfe6ff', '#8ccf6a'],
    summer: ['#8fd3ff', '#4fa34a'],
  }[season];
  const sky = night ? '#1d2340' : view[0];
  const wx = random.int(60, 420);
  const ww = random.int(200, 300);
  const window =
    `<rect x="${wx}" y="90" width="${ww}" height="190" fill="${sky}"/>` +
    `<rect x="${wx}" y="230" width="${ww}" height="50" fill="${view[1]}"/>` +
    `<rect x="${wx}" y="90" width="${ww}" height="190" fill="none" stroke="#ffffff" stroke-width="12"/>` +
    `<line x1="${wx + ww / 2}" y1="90" x2="${wx + ww / 2}" y2="280" stroke="#ffffff" stroke-width="8"/>`;
  const bed = random.next() < 0.5;
  const fabric = hsl(random.int(0, 359), random.int(35, 65), random.int(45, 65));
  const furniture = bed
    ? `<rect x="360" y="${floorY - 90}" width="360" height="90" rx="10" fill="${fabric}"/>` +
      `<rect x="690" y="${floorY - 170}" width="40" height="170" rx="8" fill="#6b4a2f"/>` +
      `<rect x="380" y="${floorY - 115}" width="90" height="34" rx="14" fill="#ffffff"/>`
    : `<rect x="300" y="${floorY - 110}" width="340" height="70" rx="18" fill="${fabric}"/>` +
      `<rect x="280" y="${floorY - 60}" width="380" height="60" rx="14" fill="${fabric}"/>` +
      `<rect x="330" y="${floorY - 95}" width="70" height="48" rx="12" fill="#f2e6d0"/>`;
  const lampX = random.pick([90, 740]);
  const lamp =
    `<line x1="${lampX}" y1="${floorY}" x2="${lampX}" y2="${floorY - 200}" stroke="#333" stroke-width="5"/>` +
    `<polygon points="${lampX - 34},${floorY - 200} ${lampX + 34},${floorY - 200} ${lampX + 20},${floorY - 250} ${lampX - 20},${floorY - 250}" fill="${night ? '#ffe7a0' : '#f4e3c1'}"/>`;
  const picture = `<rect x="${random.int(470, 620)}" y="110" width="110" height="80" fill="${hsl(random.int(0, 359), 50, 60)}" stroke="#5b4636" stroke-width="6"/>`;
  const rug = `<ellipse cx="${W / 2}" cy="${floorY + 90}" rx="240" ry="40" fill="${hsl(random.int(0, 359), 40, 55)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" data-scene="interior ${season} indoors">
<rect width="${W}" height="${H}" fill="${wall}"/>
<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>
${window}${picture}${rug}${furniture}${lamp}
</svg>`;
}
