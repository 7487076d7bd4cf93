import type { ReactNode } from 'react';

/**
 * The app's toasts (spec: top-centre; 4 s for plain and error messages, 2 s for success, loading
 * until replaced; at most 20 at once). A small store rather than a library: it is in every
 * page's first download (docs/decisions/014-own-toasts.md).
 */
export type ToastType = 'blank' | 'success' | 'error' | 'loading';

export interface ToastItem {
  id: string;
  type: ToastType;
  /** Text, or text with a button of its own (a heart's "Change list"). */
  message: ReactNode;
}

export interface ToastOptions {
  /** A toast with the id of one on screen replaces it (a loading toast becoming its outcome). */
  id?: string;
  /** Milliseconds on screen; the type's default when left out. */
  duration?: number;
}

export const TOAST_LIMIT = 20;
export const DEFAULT_DURATIONS: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
};

interface Timer {
  remaining: number;
  startedAt: number;
  handle?: ReturnType<typeof setTimeout>;
}

let items: readonly ToastItem[] = [];
const timers = new Map<string, Timer>();
const listeners = new Set<() => void>();
let paused = false;
let nextId = 0;

function publish(next: readonly ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

function start(id: string, timer: Timer) {
  clearTimeout(timer.handle);
  timer.startedAt = Date.now();
  if (!paused && Number.isFinite(timer.remaining)) {
    timer.handle = setTimeout(() => dismiss(id), timer.remaining);
  }
}

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++nextId}`;
  const item: ToastItem = { id, type, message };
  // Newest first; one past the limit drops the oldest.
  const rest = items.filter((existing) => existing.id !== id);
  for (const dropped of rest.slice(TOAST_LIMIT - 1)) clearTimeout(timers.get(dropped.id)?.handle);
  publish([item, ...rest.slice(0, TOAST_LIMIT - 1)]);
  const timer: Timer = {
    remaining: options.duration ?? DEFAULT_DURATIONS[type],
    startedAt: 0,
  };
  clearTimeout(timers.get(id)?.handle);
  timers.set(id, timer);
  start(id, timer);
  return id;
}

/** Removes one toast, or every toast when no id is given. */
function dismiss(id?: string) {
  for (const item of items) {
    if (id !== undefined && item.id !== id) continue;
    clearTimeout(timers.get(item.id)?.handle);
    timers.delete(item.id);
  }
  publish(id === undefined ? [] : items.filter((item) => item.id !== id));
}

/** While the visitor reads (pointer over or focus inside the toasts) no toast runs out. */
function pause(on: boolean) {
  if (paused === on) return;
  paused = on;
  for (const [id, timer] of timers) {
    if (on) {
      clearTimeout(timer.handle);
      timer.remaining -= Date.now() - timer.startedAt;
    } else {
      start(id, timer);
    }
  }
}

export const toast = Object.assign(
  (message: ReactNode, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions) => show('success', message, options),
    error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
    loading: (message: ReactNode, options?: ToastOptions) => show('loading', message, options),
    dismiss,
  },
);

/** For the region that shows them: subscribe, read, pause. */
export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => items,
  pause,
};
