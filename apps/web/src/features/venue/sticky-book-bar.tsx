import { useEffect, useState } from 'react';
import { formatNok } from '@holidaze/domain';
import { useStayRules } from '../../shared/api/stay-rules';
import styles from './venue-page.module.css';

/**
 * On a phone the booking panel is far below the photos and details: a bar fixed to the bottom of
 * the screen keeps the price and a way to book in reach, and steps aside while the panel itself
 * is on screen.
 */
export function StickyBookBar({
  venueId,
  price,
  panelId,
}: {
  venueId: string;
  price: number;
  panelId: string;
}) {
  // The host answers each booking first: the bar says so, as the panel does (the same cached read).
  const byRequest = useStayRules(venueId)?.bookingMode === 'request';
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

  return (
    <div className={styles.stickyBar} hidden={panelInView} data-testid="sticky-book-bar">
      <p className={styles.stickyPrice}>
        <strong>{formatNok(price)}</strong> / night
      </p>
      <button type="button" className={styles.stickyBook} onClick={goToPanel}>
        {byRequest ? 'Request to book' : 'Book now'}
      </button>
    </div>
  );
}
