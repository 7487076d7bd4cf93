import { t } from '@lingui/core/macro';
import type { Message } from '@holidaze/domain';
import { useEffect, useRef, useState } from 'react';

const EXCERPT = 160;

/**
 * What the page's polite live region says: each message from the other person that arrives
 * after the conversation was first shown (a screen reader hears it without leaving the box).
 */
export function useNewMessageAnnouncement(messages: Message[] | undefined, me: string | null) {
  const known = useRef<Set<string> | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!messages) return;
    if (!known.current) {
      known.current = new Set(messages.map((message) => message.id));
      return;
    }
    const fresh = messages.filter((message) => !known.current!.has(message.id));
    fresh.forEach((message) => known.current!.add(message.id));
    const theirs = fresh.filter((message) => message.sender !== me).at(-1);
    if (!theirs) return;
    const body = theirs.body.length > EXCERPT ? `${theirs.body.slice(0, EXCERPT)}…` : theirs.body;
    const sender = theirs.sender;
    setAnnouncement(t`New message from ${sender}: ${body}`);
  }, [messages, me]);
  return announcement;
}
