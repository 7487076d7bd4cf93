import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showIn } from '../../test/locale';
import { renderRoutesAt } from '../../test/render';
import AboutPage from './about-page';

const renderAbout = () =>
  renderRoutesAt([{ path: '/about', element: <AboutPage /> }], '/about', { session: false });

describe('AboutPage', () => {
  it('tells the story in English', () => {
    renderAbout();
    expect(screen.getByRole('heading', { name: 'About Holidaze', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Great deals' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find your stay' })).toHaveAttribute('href', '/browse');
  });

  it('tells the whole story in bokmål', async () => {
    await showIn('nb', ['static-pages']);
    renderAbout();
    expect(screen.getByRole('heading', { name: 'Om Holidaze', level: 1 })).toBeVisible();
    expect(screen.getByText(/^Holidaze bringer reisende og verter sammen\./)).toBeVisible();
    for (const title of ['Utvalgte overnattingssteder over hele verden', 'Gode tilbud']) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    expect(screen.getByText(/alle gebyrer er med i totalprisen/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Vert på Holidaze' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Finn oppholdet ditt' })).toHaveAttribute(
      'href',
      '/browse',
    );
  });
});
