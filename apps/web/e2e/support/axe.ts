import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core as the accessibility suite runs it (e2e/accessibility.spec.ts): in the page itself
 * (the app has no frames, and this skips loading axe again in a fresh tab to merge frames), with
 * the experimental label-content-name-mismatch rule on, since a visible label that is not the
 * accessible name breaks voice control.
 */
export function siteAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Serious and critical violations fail a test; the rest are for a person to judge. */
export const isSerious = (violation: Violation) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/** A violation as one line: its rule and the elements it found. */
export const describeViolation = (violation: Violation) =>
  `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`;
