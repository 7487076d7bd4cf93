import { Trans } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import type { Venue } from '@holidaze/domain';
import { NearViewport } from '../../../shared/ui/near-viewport';
import styles from '../venue-page.module.css';
import ui from '../../../shared/ui/ui.module.css';

// The reviews (summary, category bars, the list and replies) load when they come near the screen.
const VenueReviews = lazy(() => import('./venue-reviews-loader'));

const HEADING_ID = 'venue-reviews';

/**
 * The venue page's Reviews section. The section and its heading are there from the first view,
 * so the page's outline is whole and a screen reader that arrives at the heading stays on it;
 * what is under the heading loads as the section comes near the screen.
 */
export function ReviewsSection({ venue }: { venue: Venue }) {
  const loading = (
    <p className={styles.muted}>
      <Trans>Loading reviews…</Trans>
    </p>
  );
  return (
    <section aria-labelledby={HEADING_ID} className={`${ui.stack4} ${styles.reviews}`}>
      <h2 id={HEADING_ID} className={styles.reviewsTitle} tabIndex={-1}>
        <Trans>Reviews</Trans>
      </h2>
      <NearViewport placeholder={loading}>
        <Suspense fallback={loading}>
          <VenueReviews venue={venue} headingId={HEADING_ID} />
        </Suspense>
      </NearViewport>
    </section>
  );
}
