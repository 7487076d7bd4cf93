import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE, initialsOf } from '../../src/seed/demo-people.js';
import { useTestApp } from './support/test-app.js';

describe('demo avatars', () => {
  const t = useTestApp('pglite');

  it('wear the initials of the demo person they belong to', async () => {
    for (const [i, person] of DEMO_PEOPLE.entries()) {
      const svg = (await t.app.inject({ method: 'GET', url: `/media/avatars/${i + 1}.svg` })).body;
      const initials = /<text[^>]*>([A-Z]+)<\/text>/.exec(svg)?.[1];
      expect(initials, person.name).toBe(initialsOf(person.fullName));
    }
    expect(initialsOf('Demo Manager')).toBe('DM');
    expect(initialsOf('Chen Wei')).toBe('CW');
  });
});
