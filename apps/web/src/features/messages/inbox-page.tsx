import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_AVATAR, type Conversation } from '@holidaze/domain';
import { Link, useSearchParams } from 'react-router';
import { formatMoment } from '../../shared/i18n';
import { useLiveStatus } from '../../shared/live/live-status';
import { paths } from '../../shared/routes';
import { signedInName, useSession } from '../../shared/session';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { ImageWithFallback } from '../../shared/ui/image-with-fallback';
import { usePageTitle } from '../../shared/ui/page-title';
import { Pagination } from '../../shared/ui/pagination';
import { Spinner } from '../../shared/ui/spinner';
import { useConversations } from './api/conversations';
import { stayLine } from './format';
import styles from './messages.module.css';

/** The inbox: every conversation of the viewer, newest activity first, a page at a time. */
export default function InboxPage() {
  const { t } = useLingui();
  usePageTitle(t`Messages`, t`Your Holidaze messages with hosts and guests.`);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useConversations(page, useLiveStatus() === 'open');
  const me = signedInName(useSession());
  const conversations = list.data?.data ?? [];

  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <h1 id="inbox-title">
        <Trans>Messages</Trans>
      </h1>
      {list.isPending && <Spinner label={t`Loading your messages`} />}
      {list.isError && (
        <LoadFailed
          query={list}
          fallback={t`Your messages could not be loaded.`}
          retrying={list.isFetching}
        />
      )}
      {list.isSuccess && conversations.length === 0 && (
        <EmptyState>
          <p>
            <Trans>
              <strong>No messages yet.</strong> To ask a host about a stay, open the venue and
              choose “Contact host”.
            </Trans>
          </p>
          <Link to={paths.home}>
            <Trans>Find a venue</Trans>
          </Link>
        </EmptyState>
      )}
      {conversations.length > 0 && (
        <ul className={styles.inbox} aria-busy={list.isPlaceholderData || undefined}>
          {conversations.map((conversation) => (
            <InboxItem key={conversation.id} conversation={conversation} me={me} />
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination
          page={page}
          pageCount={list.data.meta.pageCount}
          label={t`Pages of conversations`}
          onChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
        />
      )}
    </section>
  );
}

function InboxItem({ conversation, me }: { conversation: Conversation; me: string | null }) {
  const { t } = useLingui();
  const { other, venue, lastMessage, unread } = conversation;
  const name = other.name;
  const venueName = venue.name;
  const count = unread;
  const who =
    conversation.role === 'host'
      ? t`${name}, guest of ${venueName}`
      : t`${name}, host of ${venueName}`;
  const label = count > 0 ? t`${who}, ${count} unread` : who;
  const stay = stayLine(conversation.booking);
  const avatar = other.avatar.url ? other.avatar : DEFAULT_AVATAR;
  return (
    <li className={unread > 0 ? `${styles.item} ${styles.unread}` : styles.item}>
      <ImageWithFallback
        src={avatar.url}
        alt=""
        fallback={DEFAULT_AVATAR}
        width={48}
        height={48}
        className={styles.avatar}
      />
      <div className={styles.itemBody}>
        <p className={styles.itemTop}>
          <Link
            to={paths.conversation(conversation.id)}
            className={styles.itemLink}
            aria-label={label}
          >
            {other.name}
          </Link>
          {unread > 0 && (
            <span className={styles.unreadMark} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
          <span className={styles.time}>{formatMoment(conversation.updated)}</span>
        </p>
        <p className={styles.venueLine}>{venue.name}</p>
        {stay && <p className={styles.stay}>{stay}</p>}
        {lastMessage && (
          <p className={styles.excerpt}>
            {lastMessage.sender === me ? t`You: ` : ''}
            {lastMessage.body}
          </p>
        )}
      </div>
    </li>
  );
}
