import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CancellationPolicy } from '@holidaze/domain';

/**
 * Each cancellation policy's name and terms as the cancel dialog says them: the domain's
 * `CANCELLATION_POLICY_TERMS`, word for word in English (a test holds them equal), with their
 * translations in this feature's catalogue.
 */
export const POLICY_WORDS: Record<
  CancellationPolicy,
  { label: MessageDescriptor; summary: MessageDescriptor }
> = {
  flexible: {
    label: msg`Flexible`,
    summary: msg`Free cancellation until 10:00 UTC two days before the check-in date; after that the full price stays owed.`,
  },
  moderate: {
    label: msg`Moderate`,
    summary: msg`Free cancellation until 10:00 UTC six days before the check-in date; after that the full price stays owed.`,
  },
  strict: {
    label: msg`Strict`,
    summary: msg`Cancel until 10:00 UTC eight days before the check-in date and 50 % of the price stays owed; after that the full price stays owed.`,
  },
};
