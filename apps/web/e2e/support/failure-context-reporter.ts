import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_CHARS = 6_000;

/**
 * A failed test's page as Playwright saw it (its accessibility snapshot, error-context.md),
 * printed with the failure: CI keeps only what it printed, and a rare failure is understood from
 * the page it left, not from the line that waited.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // Playwright's file opens with instructions for a reader of the file; the page is what counts.
    const page = text.indexOf('# Page snapshot');
    if (page >= 0) text = text.slice(page);
    const shown = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n… (cut)` : text;
    console.log(`\n--- The page when "${test.title}" failed ---\n${shown}\n--- end ---\n`);
  }
}
