import { useState, type FormEvent, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../../shared/api/http-client';
import type { LazySchema } from '../../../shared/forms/lazy-schema';
import {
  useSchemaForm,
  type FieldErrors,
  type FormField,
} from '../../../shared/forms/use-schema-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import styles from './terms-form.module.css';

/**
 * The host's terms of a venue (its stay rules, its prices and policy) are one kind of form:
 * number fields, seasons of dates with a number each, checked by the domain's schema, then saved
 * with a message once stored.
 */
export function useTermsForm<TValues extends object, TOutput>(options: {
  schema: LazySchema<TOutput>;
  defaultValues: TValues;
  save: UseMutationResult<unknown, Error, TOutput>;
  savedMessage: string;
}) {
  const { schema, defaultValues, save, savedMessage } = options;
  const form = useSchemaForm<TValues, TOutput>({ schema, defaultValues });
  const [saved, setSaved] = useState('');
  const onSubmit = (event: FormEvent) => {
    setSaved('');
    return form.handleSubmit((body) =>
      save.mutate(body, { onSuccess: () => setSaved(savedMessage) }),
    )(event);
  };
  return { form, onSubmit, saved };
}

interface TermsFormProps {
  headingId: string;
  heading: string;
  hint: ReactNode;
  onSubmit(event: FormEvent): void;
  save: { isPending: boolean; isError: boolean; error: unknown };
  submitLabel: string;
  failure: string;
  saved: string;
  children: ReactNode;
}

/** The form around the fields: heading, hint, Save, the failure and the saved message. */
export function TermsForm(props: TermsFormProps) {
  const { save } = props;
  return (
    <form
      onSubmit={props.onSubmit}
      noValidate
      className={styles.form}
      aria-labelledby={props.headingId}
    >
      <h3 id={props.headingId}>{props.heading}</h3>
      <p className={styles.hint}>{props.hint}</p>
      {props.children}
      <Button type="submit" loading={save.isPending}>
        {props.submitLabel}
      </Button>
      {save.isError && <Alert>{apiErrorMessage(save.error, props.failure)}</Alert>}
      <p role="status">{props.saved}</p>
    </form>
  );
}

/** A number field of a terms form, as data: the forms list theirs (labels as messages). */
export interface NumberFieldSpec {
  name: string;
  label: MessageDescriptor;
  min: number;
  max: number;
  /** 'any' for amounts in NOK; whole numbers otherwise. */
  step?: 'any';
  required?: boolean;
}

/** What these parts use of a form (either terms form fits). */
interface FieldsForm {
  errors: FieldErrors;
  field(name: string): FormField;
}

export function NumberFields({
  form,
  fields,
}: {
  form: FieldsForm;
  fields: readonly NumberFieldSpec[];
}) {
  const { i18n } = useLingui();
  return fields.map(({ name, label, ...input }) => (
    <Field key={name} type="number" label={i18n._(label)} {...input} {...form.field(name)} />
  ));
}

/** What a choice uses of a form (either terms form fits). */
interface ChoiceForm {
  values: object;
  setValue(name: string, value: string): void;
}

/**
 * One of a few terms (how travellers book, the cancellation policy) as radio buttons; `children`
 * come after them in the same group (what the chosen term asks for).
 */
export function ChoiceGroup(props: {
  form: ChoiceForm;
  name: string;
  legend: string;
  choices: readonly { value: string; label: MessageDescriptor }[];
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { form, name } = props;
  const current = (form.values as Record<string, unknown>)[name];
  return (
    <fieldset className={styles.group}>
      <legend>{props.legend}</legend>
      {props.choices.map(({ value, label }) => (
        <label key={value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={current === value}
            onChange={() => form.setValue(name, value)}
          />{' '}
          {i18n._(label)}
        </label>
      ))}
      {props.children}
    </fieldset>
  );
}

type SeasonRow = Record<string, string>;

interface SeasonsForm extends FieldsForm {
  fieldArray(name: 'seasons'): {
    keys: number[];
    append(row: SeasonRow): void;
    remove(index: number): void;
  };
}

/**
 * Stretches of days, each with a number of its own (a nightly price, a minimum stay) and an
 * optional name. Every label starts with `rowLabel` and the row's number ("Season 1 from").
 */
export function SeasonRows(props: {
  form: SeasonsForm;
  legend: string;
  rowLabel: string;
  /** The row's own number: its name in the row and its label after `rowLabel` and the number. */
  value: NumberFieldSpec;
  newRow: SeasonRow;
  max: number;
}) {
  const { t, i18n } = useLingui();
  const { form, rowLabel, value } = props;
  const { keys, append, remove } = form.fieldArray('seasons');
  const valueLabel = i18n._(value.label);
  const newRowLabel = rowLabel.toLowerCase();
  return (
    <fieldset className={styles.group}>
      <legend>{props.legend}</legend>
      {keys.map((key, index) => {
        const label = `${rowLabel} ${index + 1}`;
        const lowered = label.charAt(0).toLowerCase() + label.slice(1);
        const field = (name: string) => form.field(`seasons.${index}.${name}`);
        return (
          <div key={key} className={styles.row}>
            <Field label={t`${label} from`} type="date" required {...field('dateFrom')} />
            <Field label={t`${label} until`} type="date" required {...field('dateTo')} />
            <Field
              type="number"
              required
              min={value.min}
              max={value.max}
              step={value.step}
              label={`${label} ${valueLabel}`}
              {...field(value.name)}
            />
            <Field label={t`${label} name (optional)`} maxLength={40} {...field('label')} />
            <Button variant="ghost" onClick={() => remove(index)}>
              <Trans>Remove {lowered}</Trans>
            </Button>
          </div>
        );
      })}
      {form.errors.seasons && <p role="alert">{form.errors.seasons}</p>}
      {keys.length < props.max && (
        <Button variant="secondary" onClick={() => append(props.newRow)}>
          <Trans>Add {newRowLabel}</Trans>
        </Button>
      )}
    </fieldset>
  );
}

export const termsFormStyles = styles;
