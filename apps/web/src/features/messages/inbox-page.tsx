import { DEFAULT_AVATAR, formatMoment, type Conversation } from '@holidaze/domain';
import { Link, useSearchParams } from 'react-router';
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
  usePageTitle('Messages', 'Your Holidaze messages with hosts and guests.');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useConversations(page, useLiveStatus() === 'open');
  const me = signedInName(useSession());
  const conversations = list.data?.data ?? [];

  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <h1 id="inbox-title">Messages</h1>
      {list.isPending && <Spinner label="Loading your messages" />}
      {list.isError && (
        <LoadFailed
          query={list}
          fallback="Your messages could not be loaded."
          retrying={list.isFetching}
        />
      )}
      {list.isSuccess && conversations.length === 0 && (
        <EmptyState>
          <p>
            <strong>No messages yet.</strong> To ask a host about a stay, open the venue and choose
            “Contact host”.
          </p>
          <Link to={paths.home}>Find a venue</Link>
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
          label="Pages of conversations"
          onChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
        />
      )}
    </section>
  );
}

function InboxItem({ conversation, me }: { conversation: Conversation; me: string | null }) {
  const { other, venue, lastMessage, unread } = conversation;
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
            aria-label={`${other.name}, ${conversation.role === 'host' ? 'guest' : 'host'} of ${venue.name}${unread > 0 ? `, ${unread} unread` : ''}`}
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
            {lastMessage.sender === me ? 'You: ' : ''}
            {lastMessage.body}
          </p>
        )}
      </div>
    </li>
  );
}
