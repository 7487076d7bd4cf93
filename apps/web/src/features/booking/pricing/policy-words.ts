import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CancellationPolicy } from '@holidaze/domain';

/**
 * Each cancellation policy as a traveller reads it: the domain's label and summary
 * (`CANCELLATION_POLICY_TERMS`, English only) written out as messages, so that they read in the
 * page's language (docs/decisions/037-languages.md). A test holds the English to the domain's words.
 */
export const POLICY_NAMES: Record<CancellationPolicy, MessageDescriptor> = {
  flexible: msg`Flexible`,
  moderate: msg`Moderate`,
  strict: msg`Strict`,
};

export const POLICY_SUMMARIES: Record<CancellationPolicy, MessageDescriptor> = {
  flexible: msg`Free cancellation until 10:00 UTC two days before the check-in date; after that the full price stays owed.`,
  moderate: msg`Free cancellation until 10:00 UTC six days before the check-in date; after that the full price stays owed.`,
  strict: msg`Cancel until 10:00 UTC eight days before the check-in date and 50 % of the price stays owed; after that the full price stays owed.`,
};
