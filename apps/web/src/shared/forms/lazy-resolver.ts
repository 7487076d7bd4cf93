import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code (zod and the schema) loads after the page is on screen: zod is the
 * largest part of a form page, and nobody can submit before it has arrived. `preload` starts the
 * download as soon as the form mounts; a validation that comes first simply waits for it.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
) {
  let pending: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed download is tried again on the next validation
      throw error;
    }));
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return {
    resolver,
    preload: () => {
      get().catch(() => {});
    },
  };
}
