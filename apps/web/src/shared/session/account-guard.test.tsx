import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountChangeMessage, useAccountGuard } from './account-guard';
import { useSession } from './use-session';
import { renderWithSession } from '../../test/render';
import { storeSession } from '../../test/session';

function Probe() {
  const { username } = useSession();
  const guard = useAccountGuard();
  return (
    <>
      <p data-testid="who">{username ?? 'nobody'}</p>
      <p data-testid="guard">{guard.message ?? 'same account'}</p>
    </>
  );
}

const signIn = (name: string) => storeSession(name);

/** What the browser does in this tab when another tab writes the token. */
function otherTabWroteToken() {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
  });
}

// The session's profile reads are answered by the default handlers (src/test/handlers).
beforeEach(() => signIn('alice'));

describe('one session across tabs', () => {
  it('follows a login as someone else in another tab, and forms opened as before say so', () => {
    renderWithSession(<Probe />);
    expect(screen.getByTestId('who')).toHaveTextContent('alice');
    expect(screen.getByTestId('guard')).toHaveTextContent('same account');
    signIn('bob');
    otherTabWroteToken();
    expect(screen.getByTestId('who')).toHaveTextContent('bob');
    expect(screen.getByTestId('guard')).toHaveTextContent(
      'This was started as alice, but you are now logged in as bob',
    );
  });

  it('follows a logout in another tab', () => {
    renderWithSession(<Probe />);
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByTestId('who')).toHaveTextContent('nobody');
    expect(screen.getByTestId('guard')).toHaveTextContent('You were logged out in another tab');
  });
});

describe('accountChangeMessage', () => {
  it('lets the same person with a new token through', () => {
    expect(
      accountChangeMessage({ username: 'a', token: '1' }, { username: 'a', token: '2' }),
    ).toBeNull();
    expect(
      accountChangeMessage({ username: null, token: null }, { username: 'a', token: '2' }),
    ).toBeNull();
  });
});
