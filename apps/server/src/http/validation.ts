import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { RequestValidationError } from './api-error.js';
import { findNulCharacter } from './nul-characters.js';

/**
 * Validates body, query and params with the shared zod schemas and keeps every issue's code,
 * message and JSON path, which the contract's validation errors list. A request without a body
 * reaches the body schema as `undefined` (Fastify hands over `null`), so optional bodies work.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && data === null ? undefined : data;
    const nulAt = findNulCharacter(input);
    if (nulAt) {
      const message = 'Text cannot contain the NUL character (\\u0000)';
      return {
        error: new RequestValidationError([{ code: 'invalid_string', message, path: nulAt }]),
      };
    }
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return {
      error: new RequestValidationError(
        result.error.issues.map((issue) => ({
          code: issue.code,
          message: issue.message,
          path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
        })),
      ),
    };
  };
