import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EMAIL_PREFERENCE_CATEGORIES } from '@holidaze/domain';

type CategoryKey = (typeof EMAIL_PREFERENCE_CATEGORIES)[number]['key'];

/**
 * The e-mail categories as the form names them: the domain's English labels, word for word (a
 * test holds them equal), with their translations in this feature's catalogue.
 */
export const EMAIL_CATEGORY_LABELS: Record<CategoryKey, MessageDescriptor> = {
  requests: msg`Booking requests and their answers`,
  bookings: msg`New bookings and cancellations`,
  reminders: msg`Reminders before arrival`,
  calendar: msg`Calendar sync conflicts`,
  messages: msg`Messages left unread for 15 minutes`,
};
