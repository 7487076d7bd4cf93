import { lazy } from 'react';

const Prompt = lazy(() =>
  import('./review-prompt').then((module) => ({ default: module.ReviewPrompt })),
);

/**
 * "Write a review" behind a tiny chunk of its own: a booking list's first download then names
 * one file for it instead of all of its parts (the user area and the host's are at their 130 KB
 * budget). The card's Suspense boundary waits for both steps.
 */
export default function ReviewPromptLoader({ bookingId }: { bookingId: string }) {
  return <Prompt bookingId={bookingId} />;
}
