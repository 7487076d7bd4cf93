import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VENUE_IMAGE } from '@holidaze/domain';
import { ImageWithFallback } from './image-with-fallback';

const HASH = 'a'.repeat(64);
const UPLOAD = `https://holidaze.example/media/u/${HASH}/1600.jpg`;
// A ThumbHash of a plain orange picture (made with the thumbhash package's rgbaToThumbHash).
const THUMBHASH = 'HcsCBYBbmT+KiHiHiNeIcw5354Bn';

describe('ImageWithFallback', () => {
  it('offers an upload as AVIF, WebP and JPEG widths, sized, lazily by default', () => {
    const { container } = render(
      <ImageWithFallback
        src={UPLOAD}
        alt="Lake view"
        fallback={DEFAULT_VENUE_IMAGE}
        media={{ width: 1600, height: 1200 }}
        sizes="100vw"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const base = `https://holidaze.example/media/u/${HASH}`;
    expect(sources[0]).toHaveAttribute(
      'srcset',
      `${base}/400.avif 400w, ${base}/800.avif 800w, ${base}/1600.avif 1600w`,
    );
    expect(sources[1]).toHaveAttribute('sizes', '100vw');
    const img = screen.getByRole('img', { name: 'Lake view' });
    expect(img).toHaveAttribute('src', UPLOAD);
    expect(img).toHaveAttribute('srcset', expect.stringContaining(`${base}/400.jpg 400w`));
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority image eagerly at high priority, in the box the caller draws', () => {
    render(
      <ImageWithFallback
        src={UPLOAD}
        alt="Cover"
        fallback={DEFAULT_VENUE_IMAGE}
        media={{ width: 1600, height: 1200 }}
        width={1200}
        height={800}
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('sizes', '1200px');
  });

  it('draws the ThumbHash behind the photo until the photo has loaded', async () => {
    render(
      <ImageWithFallback
        src={UPLOAD}
        alt="Lake view"
        fallback={DEFAULT_VENUE_IMAGE}
        media={{ placeholder: THUMBHASH }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Lake view' });
    await waitFor(() =>
      expect(img.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/),
    );
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('keeps any other URL a plain <img>, and falls back when it fails', () => {
    const { container } = render(
      <ImageWithFallback
        src="https://images.example.com/a.jpg"
        alt="Lake view"
        fallback={DEFAULT_VENUE_IMAGE}
        media={{ placeholder: THUMBHASH }}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Lake view' });
    expect(img).not.toHaveAttribute('srcset');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_VENUE_IMAGE.url);
  });

  it('falls back to the default when an upload cannot be loaded', () => {
    const { container } = render(
      <ImageWithFallback src={UPLOAD} alt="Lake view" fallback={DEFAULT_VENUE_IMAGE} />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_VENUE_IMAGE.url);
  });
});
