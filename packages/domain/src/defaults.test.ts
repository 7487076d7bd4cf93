import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVATAR,
  DEFAULT_BANNER,
  DEFAULT_GUESTS,
  DEFAULT_LAT,
  DEFAULT_LNG,
  DEFAULT_VENUE_IMAGE,
  MAX_MEDIA,
  MIN_GUESTS,
  UNKNOWN_CITY,
  UNKNOWN_COUNTRY,
} from './defaults';

describe('defaults', () => {
  it('match the spec', () => {
    expect(DEFAULT_GUESTS).toBe(2);
    expect(MIN_GUESTS).toBe(1);
    expect(UNKNOWN_CITY).toBe('Unknown City');
    expect(UNKNOWN_COUNTRY).toBe('Unknown Country');
    expect(MAX_MEDIA).toBe(8);
  });

  it('place a venue without coordinates near Oslo', () => {
    expect(DEFAULT_LAT).toBeCloseTo(59.93, 2);
    expect(DEFAULT_LNG).toBeCloseTo(10.756, 3);
  });

  it('point the default images at media the server serves, each with alt text', () => {
    expect(DEFAULT_VENUE_IMAGE.url).toBe('/media/defaults/venue.svg');
    expect(DEFAULT_AVATAR.url).toBe('/media/defaults/avatar.svg');
    expect(DEFAULT_BANNER.url).toBe('/media/defaults/banner.svg');
    for (const media of [DEFAULT_VENUE_IMAGE, DEFAULT_AVATAR, DEFAULT_BANNER]) {
      expect(media.alt.length).toBeGreaterThan(0);
    }
  });
});
