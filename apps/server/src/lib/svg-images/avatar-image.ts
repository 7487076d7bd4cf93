import { hsl, seededRandom } from './svg-random.js';

/**
 * Avatar n: a coloured disc with a head-and-shoulders figure and initials. It wears `initials`
 * when given (the demo person avatar n belongs to: the media routes are handed them), and
 * otherwise letters of its own (numbers past the demo people, in large benchmark seeds).
 * The default avatar is a quiet grey figure without letters.
 */
const SIZE = 256;
const LETTERS = 'ABCDEFGHIJKLMNOPRSTVW';

function figure(skin: string, shirt: string): string {
  return (
    `<circle cx="128" cy="104" r="46" fill="${skin}"/>` +
    `<path d="M44 256 C44 190 84 160 128 160 C172 160 212 190 212 256 Z" fill="${shirt}"/>`
  );
}

export function avatarImageSvg(n: number, initials?: string): string {
  const random = seededRandom('avatar', n);
  const hue = random.int(0, 359);
  const skin = random.pick(['#f1c7a5', '#e0ac86', '#c68863', '#8d5a3b', '#5e3a24', '#f6d8c2']);
  const shirt = hsl(hue + 180, random.int(35, 65), random.int(30, 50));
  const drawn = random.pick([...LETTERS]) + random.pick([...LETTERS]);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 72)}"/><stop offset="1" stop-color="${hsl(hue + 40, 60, 52)}"/></linearGradient>
<clipPath id="disc"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#disc)"><rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>${figure(skin, shirt)}</g>
<text x="128" y="232" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff" opacity="0.9">${initials ?? drawn}</text>
</svg>`;
}

export function defaultAvatarSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">
<defs><clipPath id="disc"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#disc)"><rect width="${SIZE}" height="${SIZE}" fill="#d9dee3"/>${figure('#aab3bc', '#8e99a4')}</g>
</svg>`;
}
