/** What a form needs of a schema (a zod schema is one): parse the values, or say what is wrong. */
export interface FormSchema<TOutput> {
  safeParseAsync(
    values: unknown,
  ): Promise<
    | { success: true; data: TOutput }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
  >;
}

export interface LazySchema<TOutput> {
  get(): Promise<FormSchema<TOutput>>;
  /** Starts the download; a form calls it when it mounts. */
  preload(): void;
}

/**
 * A form's schema whose code (zod and the domain's schemas) loads after the page is on screen:
 * zod is the largest part of a form page, and nobody can submit before it has arrived. A
 * validation that comes before the download has finished simply waits for it.
 */
export function lazySchema<TOutput>(load: () => Promise<FormSchema<TOutput>>): LazySchema<TOutput> {
  let pending: Promise<FormSchema<TOutput>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed download is tried again on the next validation
      throw error;
    }));
  return {
    get,
    preload: () => {
      get().catch(() => {});
    },
  };
}
