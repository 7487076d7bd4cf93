import { useEffect, useState } from 'react';

// Decoded placeholders by ThumbHash, so a photo shown twice (a card, then its page) decodes once.
const decoded = new Map<string, string | null>();

async function decode(hash: string): Promise<string | null> {
  // The decoder (about 2 KB) loads with the first photo that has a placeholder, not with the page.
  const { thumbHashToDataURL } = await import('thumbhash');
  try {
    const bytes = Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return null; // an unreadable hash: no placeholder, the photo still loads
  }
}

/** A ThumbHash (base64) as a tiny PNG data URL, once decoded; null before that or without one. */
export function useThumbHashPlaceholder(hash: string | undefined): string | null {
  // Bumped when a decoding this component waits for has finished: the cache holds the result.
  const [, setDecodedCount] = useState(0);
  const known = hash !== undefined && decoded.has(hash);
  useEffect(() => {
    if (!hash || known) return;
    let current = true;
    void decode(hash).then(
      (result) => {
        decoded.set(hash, result);
        if (current) setDecodedCount((count) => count + 1);
      },
      () => {}, // the decoder did not download (offline): the photo shows without a placeholder
    );
    return () => {
      current = false;
    };
  }, [hash, known]);
  return hash ? (decoded.get(hash) ?? null) : null;
}
