import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { afterEachTest, server } from './test/server';
import { activateLocale } from './shared/i18n';

// Tests read the English written in the code (Lingui compiles it as they run); a test of another
// language activates it and loads its catalogues itself.
activateLocale('en');

// findBy/waitFor wait for a condition; their limit only catches a page that never gets there, so
// it is far above any render time, however busy the machine (the test's own limit is above it).
configure({ asyncUtilTimeout: 30_000 });

// Every request meets the one network fake (src/test/server.ts); one nobody answers fails the test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// After hooks run last-registered first: the page unmounts before the answers are reset.
afterEach(() => afterEachTest());
// Every test starts signed out, with nothing stored: a session one test stores ends with it.
afterEach(() => localStorage.clear());
afterEach(() => activateLocale('en'));
afterEach(() => cleanup());
afterAll(() => server.close());
