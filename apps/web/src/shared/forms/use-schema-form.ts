import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { getAt, setAt, type ArrayPath, type FieldPath, type FieldValue } from './field-path';
import { errorText } from '../i18n';
import type { LazySchema } from './lazy-schema';

/** The first message of each invalid field, by dotted name ('media' for the list itself). */
export type FieldErrors = Partial<Record<string, string>>;

type Input = HTMLInputElement | HTMLTextAreaElement;

export interface RegisteredField {
  name: string;
  ref(element: Input | null): void;
  onChange(event: ChangeEvent<Input>): void;
  value?: string | number;
  checked?: boolean;
}

/** A registered input with its field's message, as a Field takes them. */
export interface FormField extends RegisteredField {
  error: string | undefined;
}

const within = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

/**
 * A form's values, checked by the shared schema (docs/decisions/015-own-form-state.md). As
 * react-hook-form did by default: nothing is checked before the first submit; a submit checks
 * everything, shows every message and focuses the first invalid field; after it, a field is
 * checked again as it changes. The schema loads lazily, so the form is usable before zod arrives.
 */
export function useSchemaForm<TValues extends object, TOutput = TValues>(options: {
  schema: LazySchema<TOutput>;
  defaultValues: TValues;
}) {
  const { schema, defaultValues } = options;
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Row keys of list fields, so a removed row takes its inputs with it.
  const [rowKeys, setRowKeys] = useState<Partial<Record<string, number[]>>>({});
  // The keys as last changed, for a change that comes before the next render (an upload's end).
  const latestKeys = useRef(rowKeys);
  const latest = useRef(values);
  const submitted = useRef(false);
  const elements = useRef(new Map<string, Input>());
  useEffect(() => schema.preload(), [schema]);

  async function check(next: TValues) {
    const result = await (await schema.get()).safeParseAsync(next);
    if (result.success) return { ok: true as const, data: result.data, errors: {} };
    const found: FieldErrors = {};
    for (const issue of result.error.issues)
      found[issue.path.map(String).join('.')] ??= errorText(issue);
    return { ok: false as const, errors: found };
  }

  /** Checks everything, but shows the outcome for `name` (and what is inside it) only. */
  async function recheck(name: string, next: TValues) {
    const { errors: found } = await check(next);
    setErrors((current) => {
      const kept = Object.entries(current).filter(([key]) => !within(key, name));
      const fresh = Object.entries(found).filter(([key]) => within(key, name));
      return Object.fromEntries([...kept, ...fresh]);
    });
  }

  function setValue<P extends FieldPath<TValues>>(
    name: P,
    value: FieldValue<TValues, P>,
    { shouldValidate = submitted.current } = {},
  ) {
    const next = setAt(latest.current, name, value);
    latest.current = next;
    setValues(next);
    if (shouldValidate) void recheck(name, next);
  }

  function register(name: FieldPath<TValues>): RegisteredField {
    const value = getAt(values, name);
    const field: RegisteredField = {
      name,
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
      onChange: ({ target }) => {
        const next =
          target.type === 'checkbox' ? (target as HTMLInputElement).checked : target.value;
        setValue(name, next as FieldValue<TValues, typeof name>);
      },
    };
    if (typeof value === 'boolean') field.checked = value;
    else field.value = (value ?? '') as string | number;
    return field;
  }

  /** An input's registration with its first message, for a Field: `<Field {...field('email')} />`. */
  function field(name: FieldPath<TValues>): FormField {
    return { ...register(name), error: errors[name] };
  }

  function focusFirstInvalid(found: FieldErrors) {
    const invalid = [...elements.current]
      .filter(([name]) => found[name] !== undefined)
      .map(([, element]) => element)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  }

  const handleSubmit =
    (onValid: (data: TOutput) => unknown) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await check(latest.current);
        setErrors(result.errors);
        if (result.ok) await onValid(result.data);
        else focusFirstInvalid(result.errors);
      } finally {
        setSubmitting(false);
      }
    };

  function reset(next: TValues = defaultValues) {
    latest.current = next;
    submitted.current = false;
    setValues(next);
    setErrors({});
    latestKeys.current = {};
    setRowKeys({});
  }

  /** The rows of a list field, with a key each, and adding and removing rows. */
  function fieldArray<P extends ArrayPath<TValues>>(name: P) {
    type Row = FieldValue<TValues, P> extends readonly (infer Item)[] ? Item : never;
    const rowsOf = (from: TValues) => (getAt(from, name) ?? []) as Row[];
    const keys = rowKeys[name] ?? rowsOf(values).map((_, index) => index);
    const latestKeysOf = () =>
      latestKeys.current[name] ?? rowsOf(latest.current).map((_, index) => index);
    const change = (nextRows: Row[], nextKeys: number[]) => {
      latestKeys.current = { ...latestKeys.current, [name]: nextKeys };
      setRowKeys(latestKeys.current);
      setValue(name, nextRows as FieldValue<TValues, P>);
    };
    return {
      keys,
      append: (row: Row) => {
        const current = latestKeysOf();
        change([...rowsOf(latest.current), row], [...current, Math.max(-1, ...current) + 1]);
      },
      remove: (index: number) =>
        change(
          rowsOf(latest.current).filter((_, at) => at !== index),
          latestKeysOf().filter((_, at) => at !== index),
        ),
      /** Moves a row, its key with it (so its inputs, and the focus, go along). */
      move: (from: number, to: number) => {
        const rows = [...rowsOf(latest.current)];
        const nextKeys = [...latestKeysOf()];
        if (from === to || rows[from] === undefined || to < 0 || to >= rows.length) return;
        rows.splice(to, 0, ...rows.splice(from, 1));
        nextKeys.splice(to, 0, ...nextKeys.splice(from, 1));
        change(rows, nextKeys);
      },
    };
  }

  return {
    values,
    errors,
    isSubmitting,
    register,
    field,
    setValue,
    /** Checks one field now (a custom control that lost focus). */
    trigger: (name: FieldPath<TValues>) => recheck(name, latest.current),
    handleSubmit,
    reset,
    fieldArray,
  };
}

export type SchemaForm<TValues extends object, TOutput = TValues> = ReturnType<
  typeof useSchemaForm<TValues, TOutput>
>;
