/**
 * Something asked for by id does not exist. Raised below the HTTP layer (repositories, domain
 * code) so they need not know about status codes; `http/error-handler.ts` answers it with the
 * API's 404 envelope carrying this message.
 */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}
