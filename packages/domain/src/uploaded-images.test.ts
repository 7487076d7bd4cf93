import { describe, expect, it } from 'vitest';
import { canonicalUploadUrl, parseUploadedImageUrl, uploadedImageSrcSet } from './uploaded-images';

const HASH = 'a'.repeat(64);
const BASE = `https://holidaze.example/media/u/${HASH}`;

describe('uploaded image URLs', () => {
  it('finds the upload behind its canonical URL and lists every width of a format', () => {
    const image = parseUploadedImageUrl(canonicalUploadUrl(BASE));
    expect(image).toEqual({ hash: HASH, base: BASE });
    expect(uploadedImageSrcSet(BASE, 'webp')).toBe(
      `${BASE}/400.webp 400w, ${BASE}/800.webp 800w, ${BASE}/1600.webp 1600w`,
    );
  });

  it('treats any other image URL as a plain link', () => {
    expect(parseUploadedImageUrl('https://images.example/cabin.jpg')).toBeNull();
    expect(parseUploadedImageUrl(`${BASE}/1234.jpg`)).toBeNull();
    expect(parseUploadedImageUrl(`${BASE}/800.gif`)).toBeNull();
    expect(parseUploadedImageUrl(`https://holidaze.example/media/u/xyz/800.jpg`)).toBeNull();
  });
});
