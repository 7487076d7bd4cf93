import { Trans, useLingui } from '@lingui/react/macro';
import { refundDeadline, type CalendarDate, type CancellationPolicy } from '@holidaze/domain';
import { formatDeadline } from '../../../shared/i18n';
import { PriceBreakdownRows } from '../../../shared/pricing/price-breakdown';
import { useStayRules } from '../../../shared/api/stay-rules';
import { EstimateRows } from './estimate-rows';
import { POLICY_NAMES, POLICY_SUMMARIES } from './policy-words';
import { useQuote } from '../../../shared/api/stay-quote';
import { useVenueTerms } from '../../../shared/api/venue-terms';
import styles from './pricing.module.css';

export interface StayPriceProps {
  venueId: string;
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
  pricePerNight: number;
}

/**
 * The stay's price, itemised as the server will charge it. Until the quote arrives (or when it
 * cannot), nights × the nightly price stands in, marked as an estimate.
 */
export function StayPrice({ venueId, from, to, guests, pricePerNight }: StayPriceProps) {
  const quote = useQuote({ venueId, from, to, guests });
  if (!quote.data) {
    return (
      <EstimateRows
        from={from}
        to={to}
        pricePerNight={pricePerNight}
        state={quote.isError ? 'failed' : 'loading'}
      />
    );
  }
  return <PriceBreakdownRows quote={quote.data} />;
}

/**
 * "Cancellation policy: Flexible. Free cancellation until 10:00 UTC two days before …", and with
 * a check-in date, that stay's deadline in the traveller's own zone, named (`refundDeadline`).
 */
export function PolicySummary({
  policy,
  checkIn,
}: {
  policy: CancellationPolicy;
  checkIn?: CalendarDate;
}) {
  const { i18n } = useLingui();
  const label = i18n._(POLICY_NAMES[policy]);
  const deadline = checkIn ? formatDeadline(refundDeadline(policy, checkIn)) : null;
  return (
    <p className={styles.policy}>
      <strong>
        <Trans>Cancellation policy: {label}.</Trans>
      </strong>{' '}
      {i18n._(POLICY_SUMMARIES[policy])}
      {deadline && (
        <>
          {' '}
          <Trans>For these dates: {deadline}, your time.</Trans>
        </>
      )}
    </p>
  );
}

/**
 * Under the panel: the check-in and check-out times, what cancelling leaves owed, and that
 * nothing is charged online.
 */
export function VenueTermsNote({ venueId }: { venueId: string }) {
  const { t } = useLingui();
  const terms = useVenueTerms(venueId);
  const rules = useStayRules(venueId);
  const checkInTime = rules?.checkInTime;
  const checkOutTime = rules?.checkOutTime;
  const times = [
    checkInTime ? t`Check-in from ${checkInTime}` : null,
    checkOutTime ? t`Check-out by ${checkOutTime}` : null,
  ].filter(Boolean);
  return (
    <div className={styles.terms}>
      {times.length > 0 && <p>{times.join(' · ')}</p>}
      {terms.data && <PolicySummary policy={terms.data.cancellationPolicy} />}
      <p className={styles.payNote}>
        <Trans>Nothing is charged now: you pay the host at check-in.</Trans>
      </p>
    </div>
  );
}
