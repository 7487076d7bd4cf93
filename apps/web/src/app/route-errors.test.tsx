import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { FIRST_PHOTO_ID, FIRST_WORDS_ID } from '@holidaze/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import { AppRoutes } from './router';

const failing = vi.hoisted(() => ({ page: false, footer: false }));

vi.mock('../features/static-pages/about-page', () => ({
  default: function AboutPage() {
    if (failing.page) throw new Error('The page broke');
    return <h1>About</h1>;
  },
}));

vi.mock('./layout/footer', async (original) => {
  const { Footer } = (await original()) as { Footer: ComponentType };
  return {
    Footer: function FailingFooter() {
      if (failing.footer) throw new Error('The layout broke');
      return <Footer />;
    },
  };
});

afterEach(() => {
  failing.page = false;
  failing.footer = false;
});

describe('a failure while showing a page', () => {
  it('keeps the header and footer around a failing page, and the next page gets its own try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing.page = true;
    // What the server drew first for the page that never came does not lie over the error.
    const drawn = [FIRST_PHOTO_ID, FIRST_WORDS_ID].map((id) => {
      const element = document.body.appendChild(document.createElement('div'));
      element.id = id;
      return element;
    });
    const router = renderAt(<AppRoutes />, '/about');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    for (const element of drawn) expect(element.isConnected).toBe(false);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The error page logs its error in an effect, after it shows.
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith(new Error('The page broke')));

    await router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('shows the error page alone when the layout itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing.footer = true;
    renderAt(<AppRoutes />, '/about');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});
