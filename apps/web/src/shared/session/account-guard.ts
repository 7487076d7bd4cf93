import { t } from '@lingui/core/macro';
import { useCallback, useContext, useState } from 'react';
import { SessionContext } from './session-context';
import { readStoredSession, type StoredSession } from './session-storage';

type Account = Pick<StoredSession, 'username' | 'token'>;

/**
 * Why a form opened as `opened` must not be sent now that the session is `current`, or null when
 * it is still the same account. A new token for the same person (logged in again) is fine.
 */
export function accountChangeMessage(opened: Account, current: Account): string | null {
  if (!opened.username || !opened.token) return null;
  const openedAs = opened.username;
  if (!current.username || !current.token) {
    return t`You were logged out in another tab, so nothing was sent. Log in as ${openedAs} again to continue.`;
  }
  const nowAs = current.username;
  if (nowAs !== openedAs) {
    return t`This was started as ${openedAs}, but you are now logged in as ${nowAs} (changed in another tab). Nothing was sent.`;
  }
  return null;
}

/**
 * For a form that sends as the logged-in account (booking, venue, profile): remembers the account
 * when the form opens. `message` says, at once, that it changed; `check()` reads the stored
 * session right before sending and returns the reason not to send, or null.
 */
export function useAccountGuard() {
  // Outside a SessionProvider (a form rendered alone), the stored session is the truth.
  const session = useContext(SessionContext) ?? readStoredSession();
  const [opened] = useState<Account>(() => ({
    username: session.username,
    token: session.token,
  }));
  const check = useCallback(() => accountChangeMessage(opened, readStoredSession()), [opened]);
  return { message: accountChangeMessage(opened, session), check, openedAs: opened.username };
}
