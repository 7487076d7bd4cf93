import { type Venue } from '@holidaze/domain';
import { describe, expect, it } from 'vitest';
import { firstPhotoShell } from './first-photo-shell.js';

const venue = (media: Venue['media']) => ({ media }) as Venue;
const base = 'https://holidaze.example';

describe('firstPhotoShell', () => {
  it('draws an uploaded photo as the hero will: AVIF, WebP and JPEG widths, hidden from readers', () => {
    const upload = `${base}/media/u/${'a'.repeat(32)}`;
    const widths = (format: string) =>
      `${upload}/400.${format} 400w, ${upload}/800.${format} 800w, ${upload}/1600.${format} 1600w`;
    expect(
      firstPhotoShell(venue([{ url: `${upload}/1600.jpg`, alt: 'Cabin' }]), base, 'home'),
    ).toBe(
      `<div id="first-photo" data-page="home" aria-hidden="true"><picture>` +
        `<source type="image/avif" srcset="${widths('avif')}" sizes="100vw" />` +
        `<source type="image/webp" srcset="${widths('webp')}" sizes="100vw" />` +
        `<img src="${upload}/1600.jpg" srcset="${widths('jpg')}" sizes="100vw" alt="" width="1600" height="900" fetchpriority="high" />` +
        `</picture></div>`,
    );
  });

  it("draws another photo as a plain image, its address escaped, and none that is not an image's", () => {
    expect(
      firstPhotoShell(
        venue([{ url: 'https://img.example/a.jpg?x="><b>', alt: '' }]),
        base,
        'venue',
      ),
    ).toBe(
      '<div id="first-photo" data-page="venue" aria-hidden="true"><img src="https://img.example/a.jpg?x=&quot;&gt;&lt;b&gt;" alt="" width="1200" height="800" fetchpriority="high" /></div>',
    );
    expect(firstPhotoShell(venue([{ url: 'javascript:alert(1)', alt: '' }]), base, 'home')).toBe(
      '',
    );
  });
});
