/** The dotted names of a form's fields, as in 'location.city' or 'media.0.url'. */
export type FieldPath<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${FieldPath<Item>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${FieldPath<T[K]>}` }[keyof T & string]
    : never;

/** The value at a dotted name. */
export type FieldValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? FieldValue<Step<T, Head>, Rest>
  : Step<T, P>;

type Step<T, K extends string> = T extends readonly (infer Item)[]
  ? Item
  : K extends keyof T
    ? T[K]
    : never;

/** Fields that hold a list (the venue's images). */
export type ArrayPath<T> = {
  [P in FieldPath<T>]: FieldValue<T, P> extends readonly unknown[] ? P : never;
}[FieldPath<T>];

export function getAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], values);
}

/** A copy of `values` with `value` at `path`; the objects and lists along the way are copied. */
export function setAt<T>(values: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const node = values as Record<string, unknown>;
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Record<string, unknown>;
  copy[key] = rest.length === 0 ? value : setAt(node[key], rest.join('.'), value);
  return copy as T;
}
