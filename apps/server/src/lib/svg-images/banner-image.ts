import { SKIES, hsl, ridgePath, seededRandom } from './svg-random.js';

/** Banner n: a wide landscape of layered hills under a sky, for profile headers. */
const WIDTH = 1500;
const HEIGHT = 500;

export function bannerImageSvg(n: number): string {
  const random = seededRandom('banner', n);
  const sky = random.pick(SKIES);
  const hue = random.int(0, 359);
  const layers = random.int(3, 5);
  const hills = Array.from({ length: layers }, (_, i) => {
    const base = 240 + i * (200 / layers);
    const light = 70 - i * (45 / layers);
    return `<path d="${ridgePath(random, { width: WIDTH, height: HEIGHT, base, amplitude: random.int(40, 120), peaks: random.int(3, 7) })}" fill="${hsl(hue + i * 6, 30, light)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice" role="img">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${random.int(150, WIDTH - 150)}" cy="${random.int(60, 170)}" r="${random.int(30, 55)}" fill="${sky.sun}" opacity="0.95"/>
${hills}
</svg>`;
}

export function defaultBannerSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice" role="img">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfd8e3"/><stop offset="1" stop-color="#eef2f6"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<path d="M0 500 L0 330 Q375 220 750 320 T1500 300 L1500 500 Z" fill="#b7c3cf"/>
<path d="M0 500 L0 400 Q400 330 800 400 T1500 380 L1500 500 Z" fill="#9aa8b6"/>
</svg>`;
}
