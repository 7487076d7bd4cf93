import type {
  Booking,
  BookingState,
  CancellationPolicy,
  PaymentPreference,
  PriceQuote,
} from '@holidaze/domain';
import type { BookingRow } from '../../db/schema.js';
import { timeOut, toBookingCore } from '../venues/index.js';

/** A booking as this server always answers it: the fields Noroff leaves out are all there. */
export type StoredBooking = Booking & {
  reference: string;
  status: BookingState;
  cancelledAt: string | null;
  cancellationReason: string | null;
  expiresAt: string | null;
  hostMessage: string | null;
  /** The price it was booked at, itemised; null for bookings made before prices were kept. */
  quote: PriceQuote | null;
  totalOre: number | null;
  cancellationPolicy: CancellationPolicy | null;
  refundOre: number | null;
  paymentPreference: PaymentPreference | null;
};

/** A booking for its customer or its venue's owner: with its reference and status. */
export function toBooking(row: BookingRow): StoredBooking {
  return {
    ...toBookingCore(row),
    reference: row.reference,
    cancelledAt: row.cancelled_at ? timeOut(row.cancelled_at) : null,
    cancellationReason: row.cancellation_reason,
    expiresAt: row.status === 'requested' && row.expires_at ? timeOut(row.expires_at) : null,
    hostMessage: row.host_message,
    quote: row.quote,
    totalOre: row.total_ore === null ? null : Number(row.total_ore),
    cancellationPolicy: row.cancellation_policy,
    refundOre: row.refund_ore === null ? null : Number(row.refund_ore),
    paymentPreference: row.payment_preference,
  };
}
