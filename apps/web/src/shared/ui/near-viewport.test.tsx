import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { watchViewport } from '../../test/viewport';
import { NearViewport } from './near-viewport';

describe('NearViewport', () => {
  it('shows the placeholder until its place comes near the screen, then the section', () => {
    const viewport = watchViewport();
    render(
      <NearViewport placeholder={<p>Loading reviews…</p>}>
        <p>Five reviews</p>
      </NearViewport>,
    );
    expect(screen.getByText('Loading reviews…')).toBeInTheDocument();
    expect(screen.queryByText('Five reviews')).toBeNull();

    viewport.scrollTo(screen.getByText('Loading reviews…').parentElement!);
    expect(screen.getByText('Five reviews')).toBeInTheDocument();
    expect(screen.queryByText('Loading reviews…')).toBeNull();
  });

  it('shows the section at once in a browser that cannot tell', () => {
    const observer = globalThis.IntersectionObserver;
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    try {
      render(
        <NearViewport placeholder={<p>Loading reviews…</p>}>
          <p>Five reviews</p>
        </NearViewport>,
      );
      expect(screen.getByText('Five reviews')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = observer;
    }
  });
});
