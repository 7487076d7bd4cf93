import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Field } from '../../shared/ui/field';
import styles from './auth.module.css';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <div className={styles.passwordRow}>
        <Field ref={ref} type={visible ? 'text' : 'password'} {...props} />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={
            visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`
          }
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    );
  },
);
