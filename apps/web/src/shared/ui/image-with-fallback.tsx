import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  DEFAULT_AVATAR,
  DEFAULT_BANNER,
  DEFAULT_VENUE_IMAGE,
  parseUploadedImageUrl,
  uploadedImageSrcSet,
  type Media,
} from '@holidaze/domain';
import { afterNextPaint } from './after-paint';
import styles from './ui.module.css';

/** The site's default pictures described in the page's language (the domain's alt is English). */
const DEFAULT_ALTS: Record<string, MessageDescriptor> = {
  [DEFAULT_AVATAR.url]: msg`Default avatar`,
  [DEFAULT_BANNER.url]: msg`Illustration of a landscape`,
  [DEFAULT_VENUE_IMAGE.url]: msg`Illustration of a holiday home`,
};

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'placeholder'> {
  src: string | undefined;
  alt: string;
  fallback: Media;
  /** Above the fold: load eagerly with high priority. Everything else loads lazily. */
  priority?: boolean;
  /** What the API says of the photo when it was uploaded to us: its size and ThumbHash. */
  media?: Partial<Media> | undefined;
  /** How wide the image is drawn, so the browser picks the smallest variant that is sharp. */
  sizes?: string;
}

/**
 * An image that falls back to a default when it is missing or fails to load. A photo uploaded to
 * us (packages/domain/src/uploaded-images.ts) becomes a <picture> offering its AVIF, WebP and JPEG
 * widths, with its ThumbHash drawn behind it until it has loaded; any other URL is a plain <img>.
 * `width` and `height` are the box the caller draws (its CSS fixes the shape); without them the
 * photo's own size reserves the space. Every page shows one, so the code here is kept small and
 * the ThumbHash decoder loads only when a placeholder is to be drawn.
 */
export function ImageWithFallback({
  src,
  alt,
  fallback,
  priority,
  media,
  sizes,
  width,
  height,
  ...rest
}: Props) {
  const { i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const defaultAlt = DEFAULT_ALTS[fallback.url];
  const url = failed || !src ? fallback.url : src;
  const upload = parseUploadedImageUrl(url);
  const hash = upload ? media?.placeholder : undefined;
  const placeholder = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !hash) return;
      // After the frame that shows the photo's box, and only for a photo still loading: one
      // already there (cached, or preloaded by the page) needs none.
      afterNextPaint(() => {
        if (img.complete && img.naturalWidth > 0) return;
        import('./thumbhash-placeholder').then(
          (module) => module.paintPlaceholder(img, hash),
          () => {}, // offline: the photo shows without its placeholder
        );
      });
    },
    [hash],
  );
  const drawn = sizes ?? (typeof width === 'number' ? `${width}px` : '100vw');
  const set =
    upload && ((format: 'avif' | 'webp' | 'jpg') => uploadedImageSrcSet(upload.base, format));
  const img = (
    <img
      {...rest}
      ref={placeholder}
      src={url}
      srcSet={set ? set('jpg') : undefined}
      sizes={set ? drawn : undefined}
      alt={alt || (defaultAlt ? i18n._(defaultAlt) : fallback.alt)}
      width={width ?? media?.width}
      height={height ?? media?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailed(true)}
    />
  );
  if (!set) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={set('avif')} sizes={drawn} />
      <source type="image/webp" srcSet={set('webp')} sizes={drawn} />
      {img}
    </picture>
  );
}
