import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, fieldStyles } from '../../shared/ui';
import styles from './static-pages.module.css';

/** A static contact form: it validates and confirms, and sends nothing (spec §1). */
export default function ContactPage() {
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    event.currentTarget.reset();
    setSubmitted(true);
  }

  return (
    <article className={styles.page}>
      <h1>Contact Us</h1>
      <p className={styles.lead}>
        Questions about a booking or hosting? We usually answer within a day.
      </p>
      <div className={styles.contact}>
        <ul className={styles.details}>
          <li>
            <strong>E-mail</strong>
            <br />
            support@holidaze.example
          </li>
          <li>
            <strong>Phone</strong>
            <br />
            +47 22 00 00 00
          </li>
          <li>
            <strong>Address</strong>
            <br />
            Karl Johans gate 1, 0154 Oslo, Norway
          </li>
        </ul>
        <form className={styles.form} onSubmit={onSubmit} onChange={() => setSubmitted(false)}>
          <Field label="Name" name="name" required autoComplete="name" />
          <Field label="Email" name="email" type="email" required autoComplete="email" />
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor="contact-message">
              Message
            </label>
            <textarea
              id="contact-message"
              name="message"
              required
              className={`${fieldStyles.input} ${styles.textarea}`}
            />
          </div>
          {submitted && <Alert tone="success">Form submitted!</Alert>}
          <Button type="submit">Send message</Button>
        </form>
      </div>
    </article>
  );
}
