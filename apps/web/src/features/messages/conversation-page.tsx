import { Trans, useLingui } from '@lingui/react/macro';
import type { Message } from '@holidaze/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../../shared/api/conversations';
import { ApiError, apiErrorMessage } from '../../shared/api/http-client';
import { bookingQueryPrefixes } from '../../shared/api/query-keys';
import { useLiveStatus } from '../../shared/live/live-status';
import { paths } from '../../shared/routes';
import { signedInName, useSession } from '../../shared/session';
import { Alert } from '../../shared/ui/alert';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { usePageTitle } from '../../shared/ui/page-title';
import { Spinner } from '../../shared/ui/spinner';
import { useConversation, useMessages } from './api/conversations';
import { useMarkConversationRead } from './api/safety';
import { useSendMessage } from './api/send-message';
import { BlockButton } from './block-button';
import { Composer } from './composer';
import { stayLine } from './format';
import { MessageList } from './message-list';
import { ReportDialog } from './report-dialog';
import { useNewMessageAnnouncement } from './use-new-message-announcement';
import { usePageVisible } from './use-page-visible';
import styles from './messages.module.css';

// Only a host with a pending request sees the answer buttons: they load then.
const RequestAnswerButtons = lazy(() =>
  import('../../shared/booking-requests/request-answer-buttons').then((module) => ({
    default: module.RequestAnswerButtons,
  })),
);

/** One conversation: the stay it is about, its messages, live, and the box to answer. */
export default function ConversationPage() {
  const { t } = useLingui();
  const id = useParams().conversationId ?? '';
  const me = signedInName(useSession());
  const client = useQueryClient();
  const streamOpen = useLiveStatus() === 'open';
  const conversation = useConversation(id, streamOpen);
  const messages = useMessages(id, streamOpen);
  const send = useSendMessage(id);
  const markRead = useMarkConversationRead(id);
  const visible = usePageVisible();
  const [reporting, setReporting] = useState<Message>();
  const other = conversation.data?.other.name;
  usePageTitle(other ? t`Messages with ${other}` : t`Messages`);

  const shown = useMemo(
    () => messages.data && [...messages.data.pages].reverse().flatMap((page) => page.data),
    [messages.data],
  );
  const announcement = useNewMessageAnnouncement(shown, me);

  // Seen: on screen with unread messages (also when one arrives while the page is open).
  // Once per newest message: a refused mark is not sent again until another message arrives.
  const unread = conversation.data?.unread ?? 0;
  const newest = shown?.at(-1)?.id;
  const markedFor = useRef<string | undefined>(undefined);
  const { mutate: markSeen } = markRead;
  useEffect(() => {
    if (!visible || unread === 0 || !newest || markedFor.current === newest) return;
    markedFor.current = newest;
    markSeen();
  }, [visible, unread, newest, markSeen]);

  if (conversation.isPending) return <Spinner label={t`Loading the conversation`} />;
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <section className={styles.page}>
        <h1>{missing ? t`Conversation not found` : t`Messages`}</h1>
        <Alert>
          {missing
            ? t`This conversation does not exist, or it is not yours.`
            : apiErrorMessage(conversation.error, t`The conversation could not be loaded.`)}
        </Alert>
        <Link to={paths.messages}>
          <Trans>Back to all messages</Trans>
        </Link>
      </section>
    );
  }

  const { venue, booking, role, blocked } = conversation.data;
  const stay = stayLine(booking);
  const venueName = venue.name;
  const refreshAfterAnswer = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: conversationKeys.detail(id) }),
      client.invalidateQueries({ queryKey: conversationKeys.lists() }),
      ...bookingQueryPrefixes.map((queryKey) => client.invalidateQueries({ queryKey })),
    ]);

  return (
    <section className={styles.page} aria-labelledby="conversation-title">
      <Link to={paths.messages} className={styles.back}>
        ← <Trans>All messages</Trans>
      </Link>
      <div className={styles.conversationTop}>
        <div>
          <h1 id="conversation-title" className={styles.title}>
            {other}
          </h1>
          <p className={styles.venueLine}>
            {role === 'host' ? (
              <Trans>
                Guest asking about <Link to={paths.venue(venue.id)}>{venueName}</Link>
              </Trans>
            ) : (
              <Trans>
                Host of <Link to={paths.venue(venue.id)}>{venueName}</Link>
              </Trans>
            )}
          </p>
          {stay && <p className={styles.stay}>{stay}</p>}
        </div>
        <BlockButton conversationId={id} name={other ?? ''} blocked={blocked} />
      </div>
      {role === 'host' && booking?.status === 'requested' && (
        <Suspense fallback={null}>
          <div className={styles.answer}>
            <p>
              <Trans>
                <strong>{other}</strong> asks to book these nights.
              </Trans>
            </p>
            <RequestAnswerButtons
              bookingId={booking.id}
              guest={other ?? ''}
              venueName={venue.name}
              onAnswered={refreshAfterAnswer}
            />
          </div>
        </Suspense>
      )}
      {messages.isPending && <Spinner label={t`Loading messages`} />}
      {messages.isError && (
        <EmptyState>
          <LoadFailed query={messages} fallback={t`The messages could not be loaded.`} />
        </EmptyState>
      )}
      {shown && (
        <MessageList
          messages={shown}
          me={me}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          onLoadOlder={() => void messages.fetchNextPage()}
          onReport={setReporting}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <Composer
        label={t`Message to ${other}`}
        onSend={(body) => send.mutateAsync(body)}
        closedReason={
          blocked ? t`You have blocked ${other}. Unblock them to write again.` : undefined
        }
      />
      {reporting && <ReportDialog message={reporting} onClose={() => setReporting(undefined)} />}
    </section>
  );
}
