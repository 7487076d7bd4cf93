import { useLingui } from '@lingui/react/macro';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Field } from '../../shared/ui/field';
import type { FormField } from '../../shared/forms/use-schema-form';
import styles from './auth.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(
  function PasswordField(props, ref) {
    const { t } = useLingui();
    const [visible, setVisible] = useState(false);
    const name = props.label.toLowerCase();
    return (
      <div className={styles.passwordRow}>
        <Field ref={ref} type={visible ? 'text' : 'password'} {...props} />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t`Hide ${name}` : t`Show ${name}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      </div>
    );
  },
);

/** What choosing a password uses of a form (the register and the reset form fit). */
interface NewPasswordForm {
  field(name: 'password' | 'repeatPassword'): FormField;
}

/** A new password and the same again, named for the form they are in. */
export function NewPasswordFields({
  form,
  label,
  repeatLabel,
}: {
  form: NewPasswordForm;
  label: string;
  repeatLabel: string;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" {...form.field('password')} />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        {...form.field('repeatPassword')}
      />
    </>
  );
}
