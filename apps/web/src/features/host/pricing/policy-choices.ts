import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CancellationPolicy } from '@holidaze/domain';

/**
 * Each cancellation policy as the host chooses it: the domain's label and summary
 * (`CANCELLATION_POLICY_TERMS`) written out as messages, so that they read in the page's language.
 * A test holds the English to the domain's words.
 */
export const POLICY_CHOICES: Record<CancellationPolicy, MessageDescriptor> = {
  flexible: msg`Flexible: Free cancellation until 10:00 UTC two days before the check-in date; after that the full price stays owed.`,
  moderate: msg`Moderate: Free cancellation until 10:00 UTC six days before the check-in date; after that the full price stays owed.`,
  strict: msg`Strict: Cancel until 10:00 UTC eight days before the check-in date and 50 % of the price stays owed; after that the full price stays owed.`,
};
