import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './parse-live-event';

const raw = (type: string, data: string) => ({ type, data, lastEventId: '1' });

describe('a live event as the contract says', () => {
  it('is read when its type and data are the contract’s', () => {
    expect(parseLiveEvent(raw('notifications', '{"unreadCount":3}'))).toEqual({
      type: 'notifications',
      data: { unreadCount: 3 },
    });
  });

  it('is dropped when its type is unknown, its data not JSON or not of the type’s shape', () => {
    for (const event of [
      raw('toString', '{}'),
      raw('shout', '{"unreadCount":3}'),
      raw('notifications', '{unreadCount:3'),
      raw('notifications', '{"unreadCount":"3"}'),
      raw('booking', '{"bookingId":"b-1","status":"paid"}'),
      raw('message', '{"conversationId":"c-1","message":{"id":"m-1"}}'),
    ]) {
      expect(parseLiveEvent(event)).toBeUndefined();
    }
  });
});
