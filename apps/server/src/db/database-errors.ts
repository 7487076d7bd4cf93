/**
 * SQLSTATE checks that work for both engines: node-postgres and PGlite both put the code on the
 * error's `.code`; a wrapper (Kysely, or our own) may hold it on `.cause`.
 */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const;

export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Two overlapping stays on one venue (the bookings_no_overlap constraint). */
export const isExclusionViolation = (e: unknown) => sqlState(e) === SQLSTATE.exclusionViolation;
export const isUniqueViolation = (e: unknown) => sqlState(e) === SQLSTATE.uniqueViolation;
export const isForeignKeyViolation = (e: unknown) => sqlState(e) === SQLSTATE.foreignKeyViolation;
export const isCheckViolation = (e: unknown) => sqlState(e) === SQLSTATE.checkViolation;

/** The constraint a violation names, when the driver reports it (both do). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
