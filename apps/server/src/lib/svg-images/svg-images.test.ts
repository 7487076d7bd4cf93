import { describe, expect, it } from 'vitest';
import { avatarImageSvg, defaultAvatarSvg } from './avatar-image.js';
import { bannerImageSvg, defaultBannerSvg } from './banner-image.js';
import { defaultVenueSvg } from './default-venue-image.js';
import { venueImageSvg } from './venue-image.js';

/** Well-formed enough for a browser: balanced tags, no NaN or undefined leaking into attributes. */
function expectSaneSvg(svg: string) {
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  const opened = (svg.match(/<(svg|g|defs|linearGradient|radialGradient|clipPath)\b/g) ?? [])
    .length;
  const closed = (svg.match(/<\/(svg|g|defs|linearGradient|radialGradient|clipPath)>/g) ?? [])
    .length;
  expect(closed).toBe(opened);
}

describe('generated images', () => {
  it('draws sane, varied venue scenes', () => {
    const scenes = Array.from({ length: 200 }, (_, i) => venueImageSvg(i + 1));
    scenes.forEach(expectSaneSvg);
    expect(new Set(scenes).size).toBe(200);
    // Some by the sea, some inland.
    expect(scenes.filter((s) => s.includes('url(#sea)"/>')).length).toBeGreaterThan(40);
    expect(scenes.filter((s) => !s.includes('fill="url(#sea)"')).length).toBeGreaterThan(40);
  });

  it('draws sane, varied avatars and banners', () => {
    const avatars = Array.from({ length: 50 }, (_, i) => avatarImageSvg(i + 1));
    const banners = Array.from({ length: 50 }, (_, i) => bannerImageSvg(i + 1));
    [...avatars, ...banners].forEach(expectSaneSvg);
    expect(new Set(avatars).size).toBe(50);
    expect(new Set(banners).size).toBe(50);
  });

  it('draws the defaults', () => {
    [defaultVenueSvg(), defaultAvatarSvg(), defaultBannerSvg()].forEach(expectSaneSvg);
  });

  it('is deterministic', () => {
    expect(venueImageSvg(99)).toBe(venueImageSvg(99));
    expect(avatarImageSvg(5)).toBe(avatarImageSvg(5));
    expect(bannerImageSvg(5)).toBe(bannerImageSvg(5));
  });
});

describe('demo venue pictures', () => {
  const scene = (svg: string) => /data-scene="([^"]+)"/.exec(svg)?.[1] ?? '';
  const kindAndSeason = (svg: string) => scene(svg).split(' ').slice(0, 2).join(' ');

  it('differ in what they draw between neighbouring venues, not only in colour', () => {
    // The seed gives venue i the images 5i+1 … 5i+5: a page of twelve venues' first pictures.
    const firsts = Array.from({ length: 12 }, (_, i) => venueImageSvg(5 * i + 1));
    expect(new Set(firsts.map(kindAndSeason)).size).toBe(12);
    // Colours removed, the drawings still differ pairwise.
    const shapes = firsts.map((svg) => svg.replace(/(fill|stroke|stop-color)="[^"]*"/g, ''));
    expect(new Set(shapes).size).toBe(12);
  });

  it('show every kind of place and every season', () => {
    const scenes = Array.from({ length: 16 }, (_, i) => scene(venueImageSvg(i + 1)));
    for (const word of [
      'house',
      'cabin',
      'city',
      'interior',
      'summer',
      'autumn',
      'winter',
      'spring',
    ])
      expect(
        scenes.some((s) => s.split(' ').includes(word)),
        word,
      ).toBe(true);
    scenes.forEach((_, i) => expectSaneSvg(venueImageSvg(i + 1)));
  });
});
