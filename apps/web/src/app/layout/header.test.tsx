import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/api';
import { profileOf, profileRead } from '../../test/handlers/profiles';
import { renderAt } from '../../test/render';
import { server } from '../../test/server';
import indexHtml from '../../../index.html?raw';
import { Header } from './header';

/** The node without the whitespace between tags that formatting the HTML file puts there. */
function withoutIndentation<T extends Node>(node: T): T {
  const copy = node.cloneNode(true) as T;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode())
    if (!walker.currentNode.textContent!.trim()) blank.push(walker.currentNode);
  for (const text of blank) text.parentNode!.removeChild(text);
  return copy;
}

function renderHeader() {
  renderAt(<Header />, '/');
}

describe('the header', () => {
  it('takes over the app shell that index.html draws before the script runs, unchanged', () => {
    const shell = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root')!;
    renderHeader();
    const header = screen.getByRole('banner');
    const shellHeader = shell.querySelector('header')!;
    expect(shell.children).toHaveLength(1);
    expect(shellHeader.className).toBe(header.className);
    expect(shellHeader.firstElementChild!.className).toBe(header.firstElementChild!.className);
    const logo = screen.getByRole('link', { name: 'Holidaze home' });
    expect(withoutIndentation(shellHeader.querySelector('a')!).isEqualNode(logo)).toBe(true);
  });

  it('offers Login / Sign up to a visitor', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login / Sign up' })).toHaveAttribute('href', '/login');
    for (const name of ['Home', 'About Us', 'Contact Us']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('opens the side menu with focus inside, traps Tab, and closes on Escape back to the button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    const focusables = [...menu.querySelectorAll<HTMLElement>('a[href], button')];
    focusables.at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(focusables[0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('shows the account menu with Admin Dashboard to a manager whose profile loaded', async () => {
    localStorage.setItem('username', 'ann');
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('venueManager', 'true');
    server.use(profileRead(profileOf('ann', { venueManager: true })));
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Sign up' })).not.toBeInTheDocument();
  });

  it('shows the stored person, not Login / Sign up, while the profile is still on its way', async () => {
    localStorage.setItem('username', 'ann');
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('venueManager', 'false');
    // The profile never arrives in this test: a slow network.
    server.use(http.get(api('/holidaze/profiles/:name'), () => new Promise<Response>(() => {})));
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('button', { name: 'ann: account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login / Sign up' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/user/ann',
    );
    expect(within(menu).queryByRole('link', { name: 'Login / Sign up' })).not.toBeInTheDocument();
  });
});
