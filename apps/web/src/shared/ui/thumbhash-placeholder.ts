import { thumbHashToDataURL } from 'thumbhash';

// Loaded with the first photo that has a placeholder (image-with-fallback.tsx), not with the page.

const decoded = new Map<string, string | null>();

function decode(hash: string): string | null {
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (char) => char.charCodeAt(0)));
  } catch {
    return null; // an unreadable hash: no placeholder, the photo still loads
  }
}

/** Draws a ThumbHash (base64) behind `img` until the photo itself has loaded. */
export function paintPlaceholder(img: HTMLImageElement, hash: string): void {
  if (img.complete && img.naturalWidth > 0) return;
  if (!decoded.has(hash)) decoded.set(hash, decode(hash));
  const url = decoded.get(hash);
  if (!url) return;
  img.style.backgroundImage = `url(${url})`;
  img.style.backgroundSize = 'cover';
  const clear = () => {
    img.style.backgroundImage = '';
    img.style.backgroundSize = '';
  };
  img.addEventListener('load', clear, { once: true });
  img.addEventListener('error', clear, { once: true });
}
