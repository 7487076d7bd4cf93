import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/routes';
import { safeRedirectPath, useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { scrollToElement } from '../../shared/ui/motion';
import { RegisterForm } from './register-form';
import styles from './auth.module.css';

type AccountType = 'traveler' | 'manager';

const ACCOUNT_TYPES: {
  type: AccountType;
  title: MessageDescriptor;
  perks: MessageDescriptor[];
}[] = [
  {
    type: 'traveler',
    title: msg`Traveler Account`,
    perks: [msg`Browse and book`, msg`Manage your bookings`],
  },
  {
    type: 'manager',
    title: msg`Venue Manager Account`,
    perks: [msg`List properties`, msg`Manage bookings`],
  },
];

export default function RegisterPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const accountType: AccountType = params.get('type') === 'manager' ? 'manager' : 'traveler';
  const [registered, setRegistered] = useState(false);
  const session = useSession();
  const returnTo = safeRedirectPath(params.get('redirect'));

  function choose(type: AccountType) {
    setParams(type === 'manager' ? { type } : {}, { replace: true });
    requestAnimationFrame(() => scrollToElement(document.getElementById('register-form')));
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Join Holidaze</Trans>
      </h1>
      <p className={styles.subtitle}>
        <Trans>Choose the account that fits you.</Trans>
      </p>
      <div className={styles.types}>
        {ACCOUNT_TYPES.map((option) => (
          <button
            key={option.type}
            type="button"
            className={styles.typeCard}
            aria-pressed={accountType === option.type}
            onClick={() => choose(option.type)}
          >
            <h2>{i18n._(option.title)}</h2>
            <ul>
              {option.perks.map((perk) => (
                <li key={perk.id}>{i18n._(perk)}</li>
              ))}
            </ul>
          </button>
        ))}
      </div>
      {/* A new key remounts the form, so switching type starts from a clean form (spec §2). */}
      <RegisterForm
        key={accountType}
        accountType={accountType}
        onRegistered={(signedIn) => {
          if (!signedIn) return setRegistered(true);
          session.login(signedIn);
          // On to what the account is for: a host's dashboard, or where the visitor was going.
          navigate(returnTo ?? (signedIn.venueManager ? paths.admin(signedIn.name) : paths.home));
        }}
      />
      <p className={styles.footerText}>
        <Trans>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </Trans>
      </p>
      <Dialog
        open={registered}
        title={t`Registration Successful`}
        onClose={() => setRegistered(false)}
      >
        <p>
          <Trans>You can now log in to your account.</Trans>
        </p>
        <Button
          onClick={() =>
            // Their first sign-in: the login page welcomes them rather than "back".
            navigate(paths.login, { state: { firstSignIn: true, from: returnTo } })
          }
        >
          <Trans>Go to Login</Trans>
        </Button>
      </Dialog>
    </div>
  );
}
