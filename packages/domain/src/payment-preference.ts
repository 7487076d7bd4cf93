/**
 * How a traveller would like to pay (the spec's choice in the booking review). No payment
 * provider is reachable, so nothing is charged: the traveller pays the host at check-in, and the
 * choice is kept on the booking as a preference the host can see.
 */
export const PAYMENT_PREFERENCES = ['Credit Card', 'Apple Pay', 'Klarna'] as const;
export type PaymentPreference = (typeof PAYMENT_PREFERENCES)[number];

/** What the booking flow says about paying, in place of a payment step. */
export const PAYMENT_NOTE = 'Nothing is charged now: you pay the host at check-in.';
