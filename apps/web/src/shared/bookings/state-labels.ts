import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingState } from '@holidaze/domain';

/**
 * A booking's state as the pages name it (a badge, a conversation's stay line, an ended booking's
 * heading): the domain's `BOOKING_STATE_LABELS`, word for word in English (a test holds them
 * equal), with their translations in the shared catalogue.
 */
export const STATE_LABELS: Record<BookingState, MessageDescriptor> = {
  requested: msg`Requested`,
  confirmed: msg`Confirmed`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  cancelledByHost: msg`Cancelled by host`,
};
