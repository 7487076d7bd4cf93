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

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/** The error and its causes, outermost first (at most five deep), as far as they are objects. */
function* errorChain(error: unknown): Generator<ErrorFields> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current;
    current = 'cause' in current ? current.cause : undefined;
  }
}

export function sqlState(error: unknown): string | undefined {
  for (const { code } of errorChain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
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
  for (const { constraint } of errorChain(error)) {
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/**
 * SQLSTATEs that say the database could not do the work now, not that the request was wrong:
 * connection exceptions (class 08), the server shutting down or starting (57P01–57P03), too
 * many connections (53300), out of memory or disk (53200, 53100), a statement cancelled by
 * `statement_timeout` or a cancel (57014), a lock not available in time (55P03), and a
 * deadlock or serialization failure (40P01, 40001), which a retry settles.
 */
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53000',
  '53100',
  '53200',
  '53300',
  '57014',
  '55P03',
  '40001',
  '40P01',
]);

/** Node's socket errors while reaching the database. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** node-postgres and its pool say these in words only. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Query read timeout$/,
];

/** The error that refuses a statement for a request whose deadline has passed (see deadline-guard.ts). */
export const REQUEST_DEADLINE_PASSED = 'HOLIDAZE_REQUEST_DEADLINE_PASSED';

/**
 * True when the error means "the database is unavailable or too slow right now": the client
 * should get 503 with Retry-After rather than 500, and nothing was committed for it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  // ('EPIPE' has the shape of a SQLSTATE too: a state that is not one of these falls through.)
  if (state !== undefined && (state.startsWith('08') || UNAVAILABLE_STATES.has(state))) {
    return true;
  }
  for (const { code, message } of errorChain(error)) {
    if (code === REQUEST_DEADLINE_PASSED) return true;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
  }
  return false;
}

/** A statement stopped by `statement_timeout` (or cancelled), or refused after the deadline. */
export function isTimeout(error: unknown): boolean {
  if (sqlState(error) === '57014') return true;
  const [outermost] = errorChain(error);
  return outermost?.code === REQUEST_DEADLINE_PASSED;
}
