import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DEFAULT_GUESTS, isCalendarDate, nightsBetween, type Venue } from '@holidaze/domain';
import { formatNok, formatOre, nightsLabel } from '../../shared/i18n';
import { useStayRules } from '../../shared/api/stay-rules';
import { quoteQueryOptions } from '../../shared/api/stay-quote';
import styles from './venue-page.module.css';

/**
 * On a phone the booking panel is far below the photos and details: a bar fixed to the bottom of
 * the screen keeps the price (the chosen stay's total once there is one) and a way to book in
 * reach, and steps aside while the panel itself is on screen.
 */
export function StickyBookBar({
  venueId,
  price,
  bookingMode,
  panelId,
}: {
  venueId: string;
  price: number;
  bookingMode: Venue['bookingMode'];
  panelId: string;
}) {
  const { t } = useLingui();
  // The host answers each booking first: the bar says so, as the panel does (the same reads).
  const byRequest = (useStayRules(venueId)?.bookingMode ?? bookingMode) === 'request';
  const total = useChosenStayTotal(venueId);
  const [panelInView, setPanelInView] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(panelId)?.closest('aside');
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setPanelInView(Boolean(entry?.isIntersecting)),
    );
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);

  const goToPanel = () => {
    const heading = document.getElementById(panelId);
    heading?.scrollIntoView({ block: 'start' });
    heading?.closest('aside')?.querySelector<HTMLElement>('button, a[href]')?.focus();
  };

  const totalPrice = total ? formatOre(total.ore) : '';
  const nights = total ? nightsLabel(total.nights) : '';
  const nightPrice = formatNok(price);
  return (
    <div className={styles.stickyBar} hidden={panelInView} data-testid="sticky-book-bar">
      <p className={styles.stickyPrice}>
        {total ? (
          <Trans>
            <strong>{totalPrice}</strong> total · {nights}
          </Trans>
        ) : (
          <Trans>
            <strong>{nightPrice}</strong> / night
          </Trans>
        )}
      </p>
      <button type="button" className={styles.stickyBook} onClick={goToPanel}>
        {byRequest ? t`Request to book` : t`Book now`}
      </button>
    </div>
  );
}

/**
 * The total of the stay chosen in the panel, fees and discounts included (the same quote the
 * panel shows): the panel keeps the chosen dates and guests in the address. Null without a stay,
 * or until its quote has come.
 */
function useChosenStayTotal(venueId: string): { ore: number; nights: number } | null {
  const [search] = useSearchParams();
  const from = search.get('dateFrom');
  const to = search.get('dateTo');
  const guests = Number(search.get('guests') ?? DEFAULT_GUESTS);
  const stay = isCalendarDate(from) && isCalendarDate(to) && from < to ? { from, to } : null;
  const quote = useQuery({
    ...quoteQueryOptions({ venueId, from: stay?.from ?? '', to: stay?.to ?? '', guests }),
    enabled: stay !== null,
  });
  if (!stay || !quote.data) return null;
  return { ore: quote.data.totalOre, nights: nightsBetween(stay.from, stay.to) };
}
