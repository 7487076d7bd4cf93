import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The whole monorepo's tests share two cores; give findBy/waitFor room when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
