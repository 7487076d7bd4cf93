import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http-client';
import {
  MESSAGES,
  UPLOAD_LIMIT_MB,
  mayWorkLater,
  problemBeforeUpload,
  uploadProblem,
} from './upload-problems';

const LIMIT = UPLOAD_LIMIT_MB * 1024 * 1024;
/** A file of `size` bytes without allocating them: only name, type and size are read. */
const fileOf = (name: string, type: string, size = 10) => ({ name, type, size }) as unknown as File;

describe('problemBeforeUpload', () => {
  it('takes a photo up to the limit and refuses one byte more, in MB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LIMIT * 2 }), (size) => {
        const problem = problemBeforeUpload(fileOf('cabin.jpg', 'image/jpeg', size));
        expect(problem).toBe(size > LIMIT ? MESSAGES.tooLarge : null);
      }),
    );
    expect(MESSAGES.tooLarge).toContain(`${UPLOAD_LIMIT_MB} MB`);
  });

  it('knows an iPhone photo by its type or, when the browser gives none, by its name', () => {
    expect(problemBeforeUpload(fileOf('IMG_1.HEIC', 'image/heic'))).toBe(MESSAGES.heic);
    expect(problemBeforeUpload(fileOf('IMG_1.heif', ''))).toBe(MESSAGES.heic);
    expect(MESSAGES.heic).toMatch(/JPEG/);
  });

  it('refuses what is not a photo we read, and SVG', () => {
    for (const [name, type] of [
      ['notes.txt', 'text/plain'],
      ['logo.svg', 'image/svg+xml'],
      ['clip.gif', 'image/gif'],
      ['scan.tiff', 'image/tiff'],
    ])
      expect(problemBeforeUpload(fileOf(name!, type!))).toBe(MESSAGES.notAPhoto);
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.avif', 'image/avif'],
      ['a.JPG', ''],
    ])
      expect(problemBeforeUpload(fileOf(name!, type!))).toBeNull();
  });
});

describe('uploadProblem', () => {
  const jpeg = fileOf('cabin.jpg', 'image/jpeg');
  it('words each refusal, with the wait the server asks for', () => {
    expect(uploadProblem(new ApiError(413, []), jpeg)).toBe(MESSAGES.tooLarge);
    expect(uploadProblem(new ApiError(415, [{ message: 'x' }]), jpeg)).toBe(MESSAGES.notAPhoto);
    expect(uploadProblem(new ApiError(415, []), fileOf('a.heic', 'image/heic'))).toBe(
      MESSAGES.heic,
    );
    expect(uploadProblem(new ApiError(422, [{ message: 'At least 800 px wide.' }]), jpeg)).toBe(
      'At least 800 px wide.',
    );
    expect(uploadProblem(new ApiError(400, []), jpeg)).toBe(MESSAGES.unreadable);
    expect(uploadProblem(new ApiError(429, [], 1), jpeg)).toMatch(/Try again in 1 second\.$/);
    expect(uploadProblem(new ApiError(429, []), jpeg)).toMatch(/Try again in a minute\.$/);
    expect(uploadProblem(new ApiError(503, [], 5), jpeg)).toMatch(/Try again in 5 seconds\.$/);
    expect(uploadProblem(new Error('boom'), jpeg)).toBe(MESSAGES.failed);
  });

  it('offers to try again only where that may work', () => {
    expect([0, 429, 500, 503].map((status) => mayWorkLater(new ApiError(status, [])))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [400, 401, 413, 415, 422].map((status) => mayWorkLater(new ApiError(status, []))),
    ).toEqual([false, false, false, false, false]);
  });
});
