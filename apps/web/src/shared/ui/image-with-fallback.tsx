import { useState, type ImgHTMLAttributes } from 'react';
import type { Media } from '@holidaze/domain';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | undefined;
  alt: string;
  fallback: Media;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
}

/** An image that falls back to a default placeholder when it is missing or fails to load. */
export function ImageWithFallback({ src, alt, fallback, priority, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const useFallback = failed || !src;
  return (
    <img
      {...rest}
      src={useFallback ? fallback.url : src}
      alt={alt || fallback.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailed(true)}
    />
  );
}
