/**
 * A first-come, first-served lock. PGlite has one connection: whoever holds the lock owns it,
 * so a transaction is never interleaved with another request's queries.
 */
export class AsyncMutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves when the lock is ours, with the function that hands it on. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}
