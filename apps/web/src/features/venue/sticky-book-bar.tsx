import { useEffect, useState } from 'react';
import { formatNok } from '@holidaze/domain';
import styles from './venue-page.module.css';

/**
 * On a phone the booking panel is far below the photos and details: a bar fixed to the bottom of
 * the screen keeps the price and a way to book in reach, and steps aside while the panel itself
 * is on screen.
 */
export function StickyBookBar({ price, panelId }: { price: number; panelId: string }) {
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
        Book now
      </button>
    </div>
  );
}
