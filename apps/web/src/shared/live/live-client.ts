import { createSseParser, type SseEvent } from './sse-parser';
import type { LiveStatus } from './live-status';

/** Waits `ms`, or resolves early when `signal` aborts (the client stopped or the network came back). */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

export interface Network {
  isOnline(): boolean;
  /** Calls `listener` on every change of `isOnline()`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface LiveClientOptions {
  url: string;
  /** The Authorization and API-key headers, read afresh on each connection. */
  headers(): Record<string, string>;
  onEvent(event: SseEvent): void;
  onStatus(status: LiveStatus): void;
  /** The server refused the session (401): the client stops; the session logs out. */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  wait?: Wait;
  network?: Network;
  random?: () => number;
  /** No byte (event or heartbeat comment) for this long: the connection is taken as dead. */
  idleMs?: number;
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
export const IDLE_TIMEOUT_MS = 75_000;

/** The wait before reconnect attempt `attempt` (0 first): doubling to a cap, with jitter so that
 * the tabs an instance dropped on shutdown do not all come back in the same instant. */
export function backoffDelay(attempt: number, base: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, base * 2 ** Math.min(attempt, 10));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const realWait: Wait = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const browserNetwork: Network = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  subscribe(listener) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

class Refused extends Error {
  constructor(readonly status: number) {
    super(`The live stream was refused (${status})`);
  }
}

/**
 * The tab's one Server-Sent Events connection, read with fetch so it carries the Bearer header
 * (EventSource cannot send one; docs/decisions/028-live-events-over-fetch.md). It reconnects after
 * every drop with `Last-Event-ID`, so the server replays what the tab missed; waits with backoff;
 * stays quiet while the browser is offline and reconnects at once when it is back.
 */
export function createLiveClient(options: LiveClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const wait = options.wait ?? realWait;
  const network = options.network ?? browserNetwork;
  const random = options.random ?? Math.random;
  const idleMs = options.idleMs ?? IDLE_TIMEOUT_MS;
  let lastEventId = '';
  let retryBase = BACKOFF_BASE_MS;
  let stopped = true;
  let run: AbortController | undefined;
  /** Aborted to cut the current connection or wait short (offline, back online). */
  let attemptAbort: AbortController | undefined;
  let unsubscribe: (() => void) | undefined;

  async function connect(signal: AbortSignal): Promise<void> {
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers() };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await doFetch(options.url, { headers, signal, cache: 'no-store' });
    const isStream = response.headers.get('Content-Type')?.startsWith('text/event-stream');
    // A 200 that is not an event stream (a page a proxy answered) is no stream either.
    if (!response.ok || !response.body || !isStream) throw new Refused(response.status);
    options.onStatus('open');
    const parser = createSseParser(
      (event) => {
        lastEventId = event.lastEventId;
        options.onEvent(event);
      },
      (ms) => (retryBase = Math.max(BACKOFF_BASE_MS / 4, ms)),
      lastEventId,
    );
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let idle = setTimeout(() => attemptAbort?.abort(), idleMs);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        clearTimeout(idle);
        idle = setTimeout(() => attemptAbort?.abort(), idleMs);
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      clearTimeout(idle);
    }
  }

  async function loop(signal: AbortSignal) {
    let attempt = 0;
    while (!signal.aborted) {
      attemptAbort = new AbortController();
      const attemptSignal = AbortSignal.any([signal, attemptAbort.signal]);
      if (!network.isOnline()) {
        options.onStatus('down');
        await new Promise<void>((resolve) =>
          attemptSignal.addEventListener('abort', () => resolve()),
        );
        continue;
      }
      options.onStatus('connecting');
      let opened = false;
      try {
        await connect(attemptSignal);
        opened = true;
      } catch (error) {
        if (error instanceof Refused && error.status === 401) {
          options.onStatus('down');
          options.onUnauthorized();
          return;
        }
      }
      if (signal.aborted) return;
      options.onStatus('down');
      // A stream that was open and ended (the server drained on shutdown) comes back quickly.
      if (opened) attempt = 0;
      const delay = backoffDelay(attempt, retryBase, random);
      attempt += 1;
      // Cut on purpose (offline, back online, silent for too long): the loop's top decides.
      if (attemptSignal.aborted) continue;
      attemptAbort = new AbortController();
      await wait(delay, AbortSignal.any([signal, attemptAbort.signal]));
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      run = new AbortController();
      const signal = run.signal;
      let online = network.isOnline();
      unsubscribe = network.subscribe(() => {
        const now = network.isOnline();
        if (now === online) return;
        online = now;
        // Offline: cut the (already dead) connection; online: skip the wait and reconnect now.
        attemptAbort?.abort();
      });
      void loop(signal);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe?.();
      run?.abort();
      lastEventId = '';
      options.onStatus('off');
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}

export type LiveClient = ReturnType<typeof createLiveClient>;
