import { screen } from '@testing-library/react';
import { showIn } from '../../test/locale';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt } from '../../test/render';
import { ErrorPage } from './error-page';
import { NotFoundPage, UnauthorizedPage } from './status-code-pages';

describe('the error and status pages in Norwegian', () => {
  it('says a page is missing, and leads home', async () => {
    await showIn('nb');
    renderRoutesAt([{ path: '*', element: <NotFoundPage /> }], '/nowhere', { session: false });
    expect(screen.getByRole('heading', { name: 'Fant ikke siden' })).toBeInTheDocument();
    expect(
      screen.getByText('Siden du leter etter, finnes ikke eller er flyttet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
  });

  it('says access is denied', async () => {
    await showIn('nb');
    renderRoutesAt([{ path: '*', element: <UnauthorizedPage /> }], '/unauthorized', {
      session: false,
    });
    expect(screen.getByRole('heading', { name: 'Ingen tilgang' })).toBeInTheDocument();
    expect(screen.getByText('Du har ikke tilgang til denne siden.')).toBeInTheDocument();
  });

  it('says a page failed, with a way to reload and a way home', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await showIn('nb');
    renderRoutesAt([{ path: '/', element: <ErrorPage error={new Error('chunk gone')} /> }], '/', {
      session: false,
    });
    expect(await screen.findByRole('heading', { name: 'Noe gikk galt' })).toBeInTheDocument();
    expect(screen.getByText('Siden kunne ikke vises. Prøv igjen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last inn på nytt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
