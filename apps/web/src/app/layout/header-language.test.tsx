import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { showIn } from '../../test/locale';
import { Header } from './header';

describe('the header in each language', () => {
  it('speaks English and offers the same page in Norwegian', () => {
    renderAt(<Header />, '/browse?guests=2');
    expect(screen.getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    const norsk = screen.getByRole('link', { name: 'Norsk' });
    expect(norsk).toHaveAttribute('href', '/nb/browse?guests=2');
    expect(norsk).toHaveAttribute('hreflang', 'nb');
  });

  it('speaks Norwegian and offers the same page in English', async () => {
    await showIn('nb');
    renderAt(<Header />, '/venue/1');
    expect(screen.getByRole('link', { name: 'Om oss' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/venue/1');
    expect(document.documentElement.lang).toBe('nb');
  });
});
