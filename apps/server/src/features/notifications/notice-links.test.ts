import { describe, expect, it } from 'vitest';
import { bookingNotices, type BookingContext, type BookingNoticeKind } from './booking-notices.js';

const ctx: BookingContext = {
  booking: {
    id: 'b-42',
    reference: 'REF-7K2M9QXA',
    dateFrom: '2031-05-10',
    dateTo: '2031-05-12',
    guests: 2,
    status: 'requested',
    expiresAt: new Date('2031-05-02T09:00:00.000Z'),
    hostMessage: null,
    cancellationReason: null,
    quote: null,
    totalOre: 180000,
    cancellationPolicy: null,
    paymentPreference: null,
    refundOre: null,
  },
  venue: { id: 'v-1', name: 'Fjord cabin', place: null, checkInTime: null, checkOutTime: null },
  traveller: { id: 't', name: 'tom guest', email: 'tom@example.com', language: 'en' },
  host: { id: 'h', name: 'ann', email: 'ann@example.com', language: 'en' },
};

// The guest's cancellation deletes the booking: its notice cannot lead to it.
const KINDS: BookingNoticeKind[] = [
  'requestReceived',
  'requestAccepted',
  'requestDeclined',
  'requestExpired',
  'requestWithdrawn',
  'bookingReceived',
  'bookingConfirmed',
  'bookingCancelledByHost',
  'arrivalReminder',
  'reviewWindowOpen',
];

describe('links in notices', () => {
  it.each(KINDS)('%s: every in-app link and mail button about the booking opens it', (kind) => {
    for (const notice of bookingNotices(kind, ctx)) {
      const links = [notice.inApp?.link, notice.mail?.action.path].filter(
        (link): link is string => link !== undefined && link !== '/browse',
      );
      for (const link of links) expect(link).toMatch(/[?&]booking=b-42$/);
    }
  });

  it('sends the host to their bookings page and the traveller to theirs', () => {
    const [host] = bookingNotices('reviewWindowOpen', ctx).filter((n) => n.to.id === 'h');
    expect(host!.inApp!.link).toBe('/admin/ann/manage-bookings?booking=b-42');
    const [guest] = bookingNotices('requestDeclined', ctx);
    expect(guest!.inApp!.link).toBe('/user/tom%20guest/user-booking-history?booking=b-42');
  });
});
