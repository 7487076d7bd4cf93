import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../shared/api/http-client';
import { paths } from '../../shared/routes';
import { signedInName, useSession } from '../../shared/session';
import { Alert } from '../../shared/ui/alert';
import { usePageTitle } from '../../shared/ui/page-title';
import { Spinner } from '../../shared/ui/spinner';
import { useStartConversation } from './api/send-message';
import { useVenueToContact } from './api/venue-to-contact';
import { Composer } from './composer';
import styles from './messages.module.css';

/**
 * "Contact host": the first message to a venue's host. Sending opens the traveller's
 * conversation about this venue (or adds to the one they have) and shows it.
 */
export default function NewConversationPage() {
  const { t } = useLingui();
  usePageTitle(t`Contact host`);
  const [search] = useSearchParams();
  const venueId = search.get('venue') ?? '';
  const venue = useVenueToContact(venueId);
  const start = useStartConversation();
  const navigate = useNavigate();
  const me = signedInName(useSession());

  if (!venueId) {
    return (
      <section className={styles.page}>
        <h1>
          <Trans>Contact host</Trans>
        </h1>
        <Alert>
          <Trans>Choose “Contact host” on a venue’s page to ask its host.</Trans>
        </Alert>
        <Link to={paths.home}>
          <Trans>Find a venue</Trans>
        </Link>
      </section>
    );
  }
  if (venue.isPending) return <Spinner label={t`Loading the venue`} />;
  if (venue.isError) {
    return (
      <section className={styles.page}>
        <h1>
          <Trans>Contact host</Trans>
        </h1>
        <Alert>{apiErrorMessage(venue.error, t`This venue could not be loaded.`)}</Alert>
        <Link to={paths.home}>
          <Trans>Find a venue</Trans>
        </Link>
      </section>
    );
  }
  const host = venue.data.owner?.name;
  const own = host !== undefined && host === me;
  const venueName = venue.data.name;
  const hostName = host ?? t`the host`;
  return (
    <section className={styles.page} aria-labelledby="contact-title">
      <Link to={paths.venue(venueId)} className={styles.back}>
        ← <Trans>Back to {venueName}</Trans>
      </Link>
      <h1 id="contact-title" className={styles.title}>
        <Trans>
          Ask {hostName} about {venueName}
        </Trans>
      </h1>
      {own ? (
        <Alert>
          <Trans>This is your venue: guests’ questions about it arrive in your messages.</Trans>
        </Alert>
      ) : (
        <>
          <p className={styles.help}>
            <Trans>
              Ask anything before you book: parking, pets, check-in. Contact details are shared once
              a stay is booked.
            </Trans>
          </p>
          <Composer
            label={t`Message to ${hostName}`}
            sendLabel={t`Send message`}
            onSend={async (body) => {
              const conversation = await start.mutateAsync({ venueId, body });
              navigate(paths.conversation(conversation.id), { replace: true });
            }}
          />
        </>
      )}
    </section>
  );
}
