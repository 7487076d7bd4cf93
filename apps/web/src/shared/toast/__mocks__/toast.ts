import { vi, type Mock } from 'vitest';

/** The id a loading toast is given, which its outcome (success or error) then replaces. */
export const LOADING_TOAST_ID = 'toast-1';

/**
 * The app's toasts as a test watches them, after `vi.mock('…/shared/toast/toast')`: every call
 * recorded, none drawn.
 */
export const toast: Mock & { loading: Mock<() => string>; success: Mock; error: Mock } =
  Object.assign(vi.fn(), {
    loading: vi.fn(() => LOADING_TOAST_ID),
    success: vi.fn(),
    error: vi.fn(),
  });
