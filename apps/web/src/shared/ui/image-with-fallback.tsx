import { useCallback, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { parseUploadedImageUrl, uploadedImageSrcSet, type Media } from '@holidaze/domain';
import { useThumbHashPlaceholder } from './thumbhash-placeholder';
import styles from './ui.module.css';

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
 * photo's own size reserves the space.
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
  style,
  onLoad,
  ...rest
}: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const useFallback = failed || !src;
  const upload = useFallback ? null : parseUploadedImageUrl(src);
  const placeholder = useThumbHashPlaceholder(upload && !loaded ? media?.placeholder : undefined);
  // A photo already in the cache has loaded before React attached onLoad.
  const seeIfLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  const text = alt || fallback.alt;
  const common = {
    ...rest,
    width: width ?? media?.width,
    height: height ?? media?.height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
    onError: () => setFailed(true),
  };
  if (!upload)
    return <img {...common} alt={text} style={style} src={useFallback ? fallback.url : src} />;

  const drawnSizes = sizes ?? (typeof width === 'number' ? `${width}px` : '100vw');
  const behind: CSSProperties | undefined =
    placeholder && !loaded
      ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover', ...style }
      : style;
  return (
    <picture className={styles.picture}>
      <source
        type="image/avif"
        srcSet={uploadedImageSrcSet(upload.base, 'avif')}
        sizes={drawnSizes}
      />
      <source
        type="image/webp"
        srcSet={uploadedImageSrcSet(upload.base, 'webp')}
        sizes={drawnSizes}
      />
      <img
        {...common}
        alt={text}
        ref={seeIfLoaded}
        src={src}
        srcSet={uploadedImageSrcSet(upload.base, 'jpg')}
        sizes={drawnSizes}
        style={behind}
        onLoad={(event) => {
          setLoaded(true);
          onLoad?.(event);
        }}
      />
    </picture>
  );
}
