import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for a condition; their limit only catches a page that never gets there, so
// it is far above any render time, however busy the machine (the test's own limit is above it).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
