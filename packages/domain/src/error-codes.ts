import { ACCOUNT_MESSAGES } from './account-messages';
import { BOOKING_CHANGE_MESSAGES } from './booking-changes';
import { REQUEST_LIMIT_MESSAGES } from './booking-request-limits';
import { BOOKING_REQUEST_MESSAGES } from './booking-requests';
import { FEED_ERROR_MESSAGES, FEED_MESSAGES } from './feed-import';
import { BBOX_MESSAGES } from './map-area';
import { MESSAGE_LIMIT_MESSAGES } from './message-limits';
import { REVIEW_MESSAGES } from './review-window';
import { MESSAGES, REQUIRED_FIELD_MESSAGES } from './schemas/messages';
import { UPLOAD_MESSAGES } from './upload-rules';
import { WISHLIST_MESSAGES } from './wishlists';

/**
 * Every message table of the domain, by the prefix of its codes. An error's `code` is
 * `<table>.<key>` (`form.emailRequired`, `upload.tooLarge`): stable while the English wording
 * changes, so a client can show its own words for it (docs/api.md, "Errors"). The operator's
 * rate-table messages are not here: only the `rates` command says them.
 */
export const MESSAGE_TABLES = {
  form: MESSAGES,
  required: REQUIRED_FIELD_MESSAGES,
  change: BOOKING_CHANGE_MESSAGES,
  answer: BOOKING_REQUEST_MESSAGES,
  request: REQUEST_LIMIT_MESSAGES,
  review: REVIEW_MESSAGES,
  messaging: MESSAGE_LIMIT_MESSAGES,
  wishlist: WISHLIST_MESSAGES,
  upload: UPLOAD_MESSAGES,
  bbox: BBOX_MESSAGES,
  account: ACCOUNT_MESSAGES,
  feed: FEED_MESSAGES,
  feedError: FEED_ERROR_MESSAGES,
} as const;

type Tables = typeof MESSAGE_TABLES;
export type DomainMessageCode = {
  [T in keyof Tables]: `${T}.${keyof Tables[T] & string}`;
}[keyof Tables];

/** The server's own errors that are not a rule of the domain (the error handler's). */
export const SERVER_ERROR_CODES = [
  'server.overlap',
  'server.timedOut',
  'server.unavailable',
  'server.unexpected',
  'server.malformedJson',
  'server.emptyJson',
  'server.bodyTooLarge',
  'server.bodySizeMismatch',
  'server.unsupportedMediaType',
  'server.tooManyRequests',
  'server.routeNotFound',
  'server.malformedUrl',
  'server.parameterTooLong',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** What any other error of a status is: the code a client falls back to. */
export const STATUS_ERROR_CODES = {
  400: 'status.badRequest',
  401: 'status.unauthorized',
  403: 'status.forbidden',
  404: 'status.notFound',
  409: 'status.conflict',
  413: 'status.tooLarge',
  415: 'status.unsupportedMediaType',
  422: 'status.unprocessable',
  429: 'status.tooManyRequests',
  503: 'status.unavailable',
} as const;
export type StatusErrorCode = (typeof STATUS_ERROR_CODES)[keyof typeof STATUS_ERROR_CODES];

export type ErrorCode = DomainMessageCode | ServerErrorCode | StatusErrorCode;

let byText: Map<string, DomainMessageCode> | undefined;

/**
 * The code of a domain message by its English text; undefined for a text no table holds as
 * written (a message built from values, such as `upload.tooLarge`'s size, is found by its table's
 * code where it is raised, not here). Where two tables say the same words, the first one's.
 */
export function domainMessageCode(message: string): DomainMessageCode | undefined {
  if (!byText) {
    byText = new Map();
    for (const [table, messages] of Object.entries(MESSAGE_TABLES)) {
      for (const [key, text] of Object.entries(messages)) {
        if (typeof text !== 'string' || byText.has(text)) continue;
        byText.set(text, `${table}.${key}` as DomainMessageCode);
      }
    }
  }
  return byText.get(message);
}

/** The status's fallback code; undefined for a status without one (a 500). */
export const statusErrorCode = (status: number): StatusErrorCode | undefined =>
  (STATUS_ERROR_CODES as Record<number, StatusErrorCode>)[status];
