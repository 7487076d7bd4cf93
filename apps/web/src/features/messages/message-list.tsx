import { Trans, useLingui } from '@lingui/react/macro';
import type { Message } from '@holidaze/domain';
import { formatMoment } from '../../shared/i18n';
import { useEffect, useRef } from 'react';
import { Button } from '../../shared/ui/button';
import { MessageText } from './message-text';
import styles from './messages.module.css';

interface MessageListProps {
  messages: Message[];
  me: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onReport(message: Message): void;
}

/** The conversation, oldest first, with older pages on demand and a report button on theirs. */
export function MessageList(props: MessageListProps) {
  const { t } = useLingui();
  const { messages, me, hasOlder, loadingOlder, onLoadOlder, onReport } = props;
  const list = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?.id;
  // The newest message in view when the page opens and when one arrives (not for older pages).
  useEffect(() => {
    if (newest) list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);
  // After "Show older messages", focus goes to the newest of the older ones (the button may be
  // gone), so a keyboard or screen-reader user reads on from there.
  const oldestBefore = useRef<string | undefined>(undefined);
  const oldest = messages[0]?.id;
  useEffect(() => {
    const previous = oldestBefore.current;
    if (!previous || previous === oldest) return;
    oldestBefore.current = undefined;
    const items = [...(list.current?.children ?? [])] as HTMLElement[];
    const item = items.find((element) => element.dataset.messageId === previous);
    (item?.previousElementSibling as HTMLElement | null)?.focus();
  }, [oldest]);
  return (
    <div className={styles.thread}>
      {hasOlder && (
        <Button
          variant="ghost"
          onClick={() => {
            oldestBefore.current = oldest;
            onLoadOlder();
          }}
          loading={loadingOlder}
        >
          <Trans>Show older messages</Trans>
        </Button>
      )}
      {messages.length === 0 && (
        <p className={styles.help}>
          <Trans>No messages yet. Say hello.</Trans>
        </p>
      )}
      <ol ref={list} className={styles.messages} aria-label={t`Messages`}>
        {messages.map((message) => {
          const mine = message.sender === me;
          const sender = message.sender;
          return (
            <li
              key={message.id}
              className={mine ? `${styles.message} ${styles.mine}` : styles.message}
              data-message-id={message.id}
              tabIndex={-1}
            >
              <p className={styles.meta}>
                <strong>{mine ? t`You` : sender}</strong>{' '}
                <time dateTime={message.created}>{formatMoment(message.created)}</time>
              </p>
              <p className={styles.body}>
                <MessageText text={message.body} />
              </p>
              {!mine && (
                <button type="button" className={styles.report} onClick={() => onReport(message)}>
                  <Trans>
                    Report<span className="visually-hidden"> this message from {sender}</span>
                  </Trans>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
