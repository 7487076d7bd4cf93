import { ACCOUNT_MESSAGES, REVIEW_MESSAGES } from '@holidaze/domain';
import { forbidden } from './api-error.js';
import type { Viewer } from '../auth/viewer.js';

/**
 * Every permission of the API, one function each. Routes call these; the client only hides
 * what these refuse.
 */
/** Refuses, with `message`, anyone but the person `personId`. */
function onlyPerson(viewer: Viewer, personId: string, message: string): void {
  if (personId !== viewer.id) throw forbidden(message);
}

export function assertCanCreateVenue(viewer: Viewer): void {
  if (!viewer.venueManager) throw forbidden(ACCOUNT_MESSAGES.notVenueManager);
}

export function assertCanChangeVenue(viewer: Viewer, venue: { owner_id: string }): void {
  onlyPerson(viewer, venue.owner_id, 'You are not the owner of this venue');
  if (!viewer.venueManager) throw forbidden(ACCOUNT_MESSAGES.notVenueManager);
}

export function assertCanChangeBooking(viewer: Viewer, booking: { customer_id: string }): void {
  onlyPerson(viewer, booking.customer_id, 'You are not the owner of this booking');
}

/**
 * Only the owner of the booking's venue cancels it as the host. (Call after the booking is
 * visible to the viewer: then the only other person who can reach this is its customer.)
 */
export function assertCanHostCancelBooking(viewer: Viewer, booking: { owner_id: string }): void {
  onlyPerson(viewer, booking.owner_id, "Only the venue's owner can cancel a booking as the host");
}

export function assertCanUpdateProfile(viewer: Viewer, profile: { id: string }): void {
  onlyPerson(viewer, profile.id, 'You do not have permission to update this profile');
}

export function assertCanListProfileBookings(viewer: Viewer, profile: { id: string }): void {
  onlyPerson(viewer, profile.id, "You do not have permission to view this profile's bookings");
}

/**
 * Only the owner of the booking's venue accepts or declines its request. (Call after the booking
 * is visible to the viewer: then the only other person who can reach this is its customer.)
 */
export function assertCanAnswerBookingRequest(viewer: Viewer, booking: { owner_id: string }): void {
  onlyPerson(viewer, booking.owner_id, "Only the venue's owner can answer a booking request");
}

/** A host's month across all their venues is theirs alone to see. */
export function assertCanSeeHostCalendar(viewer: Viewer, profile: { id: string }): void {
  onlyPerson(viewer, profile.id, 'You can only see your own calendar');
}

/**
 * A host who stayed at their own venue is on both sides of the stay, and may review it from
 * neither (nor read its reviews as one side).
 */
export function assertNotOnBothSidesOfStay(
  viewer: Viewer,
  booking: { customer_id: string; owner_id: string },
): void {
  if (booking.customer_id === viewer.id && booking.owner_id === viewer.id) {
    throw forbidden(REVIEW_MESSAGES.ownVenue);
  }
}

/** Only the owner of a review's venue replies to it. */
export function assertCanReplyToReview(viewer: Viewer, review: { owner_id: string }): void {
  onlyPerson(viewer, review.owner_id, REVIEW_MESSAGES.replyOnlyOwner);
}

/** A host's block list is theirs alone to read and change. */
export function assertCanManageBlockedTravellers(viewer: Viewer, profile: { id: string }): void {
  onlyPerson(
    viewer,
    profile.id,
    "You do not have permission to manage this profile's blocked travellers",
  );
}

/** A booking is visible to its customer and to the owner of its venue, to nobody else. */
export function canSeeBooking(
  viewer: Viewer | undefined,
  booking: { customer_id: string },
  venue: { owner_id: string },
): boolean {
  return !!viewer && (booking.customer_id === viewer.id || venue.owner_id === viewer.id);
}

/** Only a venue's owner sees who booked it. */
export function canSeeVenueCustomers(viewer: Viewer | undefined, venue: { owner_id: string }) {
  return !!viewer && venue.owner_id === viewer.id;
}

/** Another person's bookings are never listed on their profile. */
export function canSeeProfileBookings(viewer: Viewer | undefined, profile: { id: string }) {
  return !!viewer && viewer.id === profile.id;
}
