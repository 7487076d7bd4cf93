import { describe, expect, it } from 'vitest';
import { emailBreakParts } from './email-address';

describe('emailBreakParts', () => {
  it('breaks after the @ and the dots, keeping the top-level domain with its neighbour', () => {
    expect(emailBreakParts('demo.traveller@stud.noroff.no')).toEqual([
      'demo.',
      'traveller@',
      'stud.',
      'noroff.no',
    ]);
    expect(emailBreakParts('kari@example.com')).toEqual(['kari@', 'example.com']);
    expect(emailBreakParts('nodomain')).toEqual(['nodomain']);
  });

  it('never changes the address', () => {
    for (const address of ['a.b.c@d.e.f.g', 'x@y', '@', 'first.last@sub.domain.co.uk']) {
      expect(emailBreakParts(address).join('')).toBe(address);
    }
  });
});
