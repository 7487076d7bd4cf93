import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sniffImageType,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MESSAGES,
  UPLOAD_MIN_LONG_SIDE,
  UPLOAD_MIN_SHORT_SIDE,
  uploadDimensionsProblem,
} from './upload-rules';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffImageType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe1])],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['webp', bytes('RIFF', [1, 0, 0, 0], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
    ['avif-sequence', ftyp('avis', 'avif', 'msf1')],
    ['heic', ftyp('heic', 'mif1')],
    ['heic', ftyp('mif1', 'heic')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['svg', bytes([0xef, 0xbb, 0xbf], '\n  <?xml version="1.0"?>\n<!-- x -->\n<SVG width="1">')],
    ['unknown', bytes('%PDF-1.7')],
    ['unknown', bytes('<html><body>no</body></html>')],
    ['unknown', bytes()],
  ] as const)('%s', (type, head) => {
    expect(sniffImageType(head)).toBe(type);
  });
});

describe('uploadDimensionsProblem', () => {
  it('takes a photo at the minimum either way round, and refuses one pixel less', () => {
    expect(uploadDimensionsProblem(UPLOAD_MIN_LONG_SIDE, UPLOAD_MIN_SHORT_SIDE)).toBeNull();
    expect(uploadDimensionsProblem(UPLOAD_MIN_SHORT_SIDE, UPLOAD_MIN_LONG_SIDE)).toBeNull();
    expect(uploadDimensionsProblem(UPLOAD_MIN_LONG_SIDE - 1, 2000)).toBeNull();
    expect(uploadDimensionsProblem(UPLOAD_MIN_LONG_SIDE - 1, UPLOAD_MIN_SHORT_SIDE)).toBe(
      UPLOAD_MESSAGES.tooSmall,
    );
    expect(uploadDimensionsProblem(2000, UPLOAD_MIN_SHORT_SIDE - 1)).toBe(UPLOAD_MESSAGES.tooSmall);
  });

  it('refuses a decompression bomb by its pixels', () => {
    expect(uploadDimensionsProblem(30_000, 30_000)).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it('takes exactly the photos within both limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60_000 }),
        fc.integer({ min: 1, max: 60_000 }),
        (w, h) => {
          const fine =
            w * h <= UPLOAD_MAX_PIXELS &&
            Math.max(w, h) >= UPLOAD_MIN_LONG_SIDE &&
            Math.min(w, h) >= UPLOAD_MIN_SHORT_SIDE;
          expect(uploadDimensionsProblem(w, h) === null).toBe(fine);
          expect(uploadDimensionsProblem(w, h)).toBe(uploadDimensionsProblem(h, w));
        },
      ),
    );
  });
});
