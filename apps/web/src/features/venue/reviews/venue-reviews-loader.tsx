import { lazy } from 'react';
import type { Venue } from '@holidaze/domain';

const VenueReviews = lazy(() => import('./venue-reviews'));

/**
 * The reviews section behind a second, tiny chunk: the venue page's own download then names
 * one file for it instead of all of its parts (the route is at its 130 KB budget). Reviews sit
 * below the fold, so the extra step costs nobody a visible wait; the page's Suspense boundary
 * around this waits for both.
 */
export default function VenueReviewsLoader({
  venue,
  headingId,
}: {
  venue: Venue;
  headingId: string;
}) {
  return <VenueReviews venue={venue} headingId={headingId} />;
}
