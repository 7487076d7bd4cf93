import type { z } from 'zod';

/** A failed parse as `[path, message]` pairs (empty when it passed), for exact assertions. */
export function issuesOf(result: z.ZodSafeParseResult<unknown>): [PropertyKey[], string][] {
  return result.success ? [] : result.error.issues.map((issue) => [issue.path, issue.message]);
}

/** The messages a failed parse gives for one field (`path` joined with '.'). */
export function messagesAt(result: z.ZodSafeParseResult<unknown>, path: string): string[] {
  return issuesOf(result)
    .filter(([issuePath]) => issuePath.join('.') === path)
    .map(([, message]) => message);
}

/** The parsed data; fails the test with the issues when the parse did not pass. */
export function dataOf<T>(result: z.ZodSafeParseResult<T>): T {
  if (!result.success) throw new Error(JSON.stringify(issuesOf(result)));
  return result.data;
}
