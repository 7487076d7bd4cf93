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
  usePageTitle('Contact host');
  const [search] = useSearchParams();
  const venueId = search.get('venue') ?? '';
  const venue = useVenueToContact(venueId);
  const start = useStartConversation();
  const navigate = useNavigate();
  const me = signedInName(useSession());

  if (!venueId) {
    return (
      <section className={styles.page}>
        <h1>Contact host</h1>
        <Alert>Choose “Contact host” on a venue’s page to ask its host.</Alert>
        <Link to={paths.home}>Find a venue</Link>
      </section>
    );
  }
  if (venue.isPending) return <Spinner label="Loading the venue" />;
  if (venue.isError) {
    return (
      <section className={styles.page}>
        <h1>Contact host</h1>
        <Alert>{apiErrorMessage(venue.error, 'This venue could not be loaded.')}</Alert>
        <Link to={paths.home}>Find a venue</Link>
      </section>
    );
  }
  const host = venue.data.owner?.name;
  const own = host !== undefined && host === me;
  return (
    <section className={styles.page} aria-labelledby="contact-title">
      <Link to={paths.venue(venueId)} className={styles.back}>
        ← Back to {venue.data.name}
      </Link>
      <h1 id="contact-title" className={styles.title}>
        Ask {host ?? 'the host'} about {venue.data.name}
      </h1>
      {own ? (
        <Alert>This is your venue: guests’ questions about it arrive in your messages.</Alert>
      ) : (
        <>
          <p className={styles.help}>
            Ask anything before you book: parking, pets, check-in. Contact details are shared once a
            stay is booked.
          </p>
          <Composer
            label={`Message to ${host ?? 'the host'}`}
            sendLabel="Send message"
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
