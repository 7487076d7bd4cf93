import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './ui.module.css';

/** What a field's control (an input, a textarea) takes from the field around it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  children(control: FieldControl): ReactNode;
}

/** A control's label above it and its error below, tied to it with aria-describedby and aria-invalid. */
export function FieldFrame({ label, error, hint, id, className, children }: FieldFrameProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error is tied to it with aria-describedby and aria-invalid. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, className, ...input },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input ref={ref} className={styles.input} {...control} {...input} />}
    </FieldFrame>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The textarea's own class, beside the field's input look (its height, resizing). */
  textareaClassName?: string | undefined;
}

/**
 * A labelled textarea, laid out and tied to its error as a Field is (here, not in a module of its
 * own: a chunk that small costs a form page more than the code).
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(
    { label, error, hint, id, className, textareaClassName, ...textarea },
    ref,
  ) {
    return (
      <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
        {(control) => (
          <textarea
            ref={ref}
            className={`${styles.input} ${textareaClassName ?? ''}`}
            {...control}
            {...textarea}
          />
        )}
      </FieldFrame>
    );
  },
);

export const fieldStyles = styles;
