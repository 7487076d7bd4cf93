import { formatOre } from './format';

/**
 * How a traveller would like to pay: the spec's choice in the booking review. No payment provider
 * is reachable and nothing is charged, so our booking flow no longer asks (docs/spec-deviations.md);
 * the API still accepts and keeps the field for Noroff clients that send it.
 */
export const PAYMENT_PREFERENCES = ['Credit Card', 'Apple Pay', 'Klarna'] as const;
export type PaymentPreference = (typeof PAYMENT_PREFERENCES)[number];

/** What the booking flow says about paying, in place of a payment step. */
export const PAYMENT_NOTE = 'Nothing is charged now: you pay the host at check-in.';

/** What a booked or reviewed stay will cost the traveller, and when: "Pay the host at check-in: NOK 9,450". */
export function payAtCheckIn(totalOre: number): string {
  return `Pay the host at check-in: ${formatOre(totalOre)}`;
}

/**
 * What a cancelled stay leaves owed (its `refundOre` is the part no longer owed; nothing was
 * ever charged): "No longer owed: NOK 9,450", or with what the policy keeps owed to the host.
 */
export function noLongerOwed(booking: { refundOre: number; totalOre?: number | null }): string {
  const kept = booking.totalOre != null ? booking.totalOre - booking.refundOre : 0;
  const freed = `No longer owed: ${formatOre(booking.refundOre)}`;
  return kept > 0 ? `${freed}; still owed to the host: ${formatOre(kept)}` : freed;
}
