import { screen, within } from '@testing-library/react';
import { showIn } from '../../test/locale';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileOf, profileRead } from '../../test/handlers/profiles';
import { renderAt, renderRoutesAt } from '../../test/render';
import { server } from '../../test/server';
import { storeSession } from '../../test/session';
import { AppLayout } from './app-layout';
import { Footer } from './footer';
import { Header } from './header';

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe("the app's frame in Norwegian", () => {
  it('names the header, its account menu and the side menu in Norwegian', async () => {
    storeSession('ann', { manager: true });
    server.use(profileRead(profileOf('ann', { venueManager: true })));
    await showIn('nb');
    const user = userEvent.setup();
    renderAt(<Header />, '/');
    expect(screen.getByRole('link', { name: 'Holidaze forside' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'ann: kontomeny' }));
    for (const name of ['Min profil', 'Meldinger', 'Vertspanel', 'Logg ut'])
      expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Åpne meny' }));
    const menu = await screen.findByRole('dialog', { name: 'Meny' });
    expect(within(menu).getByRole('button', { name: 'Lukk meny' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Kontakt oss' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Vertspanel' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
  });

  it('offers a visitor Logg inn / Registrer deg', async () => {
    await showIn('nb');
    renderAt(<Header />, '/');
    expect(screen.getByRole('link', { name: 'Logg inn / Registrer deg' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('gives the footer Norwegian headings and links, and a switch to the same page in English', async () => {
    await showIn('nb');
    renderAt(<Footer />, '/browse?guests=3');
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Om oss', 'Reise', 'Vert', 'Hjelp'])
      expect(within(footer).getByRole('heading', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Finn et overnattingssted' })).toHaveAttribute(
      'href',
      '/browse',
    );
    expect(within(footer).getByRole('link', { name: 'Legg ut stedet ditt' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Holidaze. Med enerett.');
    expect(footer).toHaveTextContent('Språk: English');
    const english = within(footer).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/browse?guests=3');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('offers Norwegian from the footer of an English page', () => {
    renderAt(<Footer />, '/about');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Travel' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Language: Norsk');
    expect(within(footer).getByRole('link', { name: 'Norsk' })).toHaveAttribute(
      'href',
      '/nb/about',
    );
  });

  it("titles and describes the page in Norwegian, and says the skip link's words", async () => {
    await showIn('nb');
    renderRoutesAt(
      [{ element: <AppLayout />, children: [{ path: '/browse', element: <p>treff</p> }] }],
      '/browse',
    );
    expect(await screen.findByText('treff')).toBeInTheDocument();
    expect(document.title).toBe('Utforsk | Holidaze');
    expect(description()).toBe(
      'Søk blant overnattingssteder på Holidaze etter by, datoer, gjester og fasiliteter, og sammenlign pris per natt i NOK.',
    );
    expect(screen.getByRole('link', { name: 'Gå til innholdet' })).toHaveAttribute('href', '#main');
  });

  it('keeps the English titles word for word', async () => {
    renderRoutesAt(
      [
        {
          element: <AppLayout />,
          children: [{ path: '/booking-success', element: <p>done</p> }],
        },
      ],
      '/booking-success',
    );
    expect(await screen.findByText('done')).toBeInTheDocument();
    expect(document.title).toBe('Booking Confirmed | Holidaze');
    expect(description()).toBe('Your Holidaze booking: dates, guests and price of the stay.');
  });
});
