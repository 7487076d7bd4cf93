import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/routes';
import { safeRedirectPath, useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { scrollToElement } from '../../shared/ui/motion';
import { RegisterForm } from './register-form';
import styles from './auth.module.css';

type AccountType = 'traveler' | 'manager';

const ACCOUNT_TYPES: { type: AccountType; title: string; perks: string[] }[] = [
  {
    type: 'traveler',
    title: 'Traveler Account',
    perks: ['Browse and book', 'Manage your bookings'],
  },
  {
    type: 'manager',
    title: 'Venue Manager Account',
    perks: ['List properties', 'Manage bookings'],
  },
];

export default function RegisterPage() {
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
      <h1 className={styles.title}>Join Holidaze</h1>
      <p className={styles.subtitle}>Choose the account that fits you.</p>
      <div className={styles.types}>
        {ACCOUNT_TYPES.map((option) => (
          <button
            key={option.type}
            type="button"
            className={styles.typeCard}
            aria-pressed={accountType === option.type}
            onClick={() => choose(option.type)}
          >
            <h2>{option.title}</h2>
            <ul>
              {option.perks.map((perk) => (
                <li key={perk}>{perk}</li>
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
        Already have an account? <Link to={paths.login}>Sign in</Link>
      </p>
      <Dialog
        open={registered}
        title="Registration Successful"
        onClose={() => setRegistered(false)}
      >
        <p>You can now log in to your account.</p>
        <Button
          onClick={() =>
            // Their first sign-in: the login page welcomes them rather than "back".
            navigate(paths.login, { state: { firstSignIn: true, from: returnTo } })
          }
        >
          Go to Login
        </Button>
      </Dialog>
    </div>
  );
}
