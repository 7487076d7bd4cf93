import { useState, type FormEvent } from 'react';
import { CONTACT_LIMITS } from '@holidaze/domain';
import { apiErrorMessage } from '../../shared/api/http-client';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Field, TextAreaField } from '../../shared/ui/field';
import { useSendContactMessage } from './api/send-contact-message';
import styles from './static-pages.module.css';

export const CONTACT_RECEIVED =
  'Form submitted! We received your message and will reply by e-mail.';

const fieldValue = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The contact form stores each message for the operator (POST /api/contact) and says it was
 * received only once the server answered 201.
 */
export default function ContactPage() {
  const send = useSendContactMessage();
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    if (send.isPending) return;
    const data = new FormData(form);
    setSubmitted(false);
    send.mutate(
      {
        name: fieldValue(data, 'name'),
        email: fieldValue(data, 'email'),
        subject: fieldValue(data, 'subject'),
        message: fieldValue(data, 'message'),
      },
      {
        onSuccess: () => {
          form.reset();
          setSubmitted(true);
        },
      },
    );
  }

  return (
    <article className={styles.page}>
      <h1>Contact Us</h1>
      <p className={styles.lead}>
        Questions about a booking or hosting? Send us a message and we will answer at the e-mail
        address you give.
      </p>
      <div className={styles.contact}>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          onChange={() => setSubmitted(false)}
          aria-busy={send.isPending}
        >
          <Field
            label="Name"
            name="name"
            required
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
          />
          <Field
            label="Email"
            name="email"
            type="email"
            required
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
          />
          <Field label="Subject" name="subject" required maxLength={CONTACT_LIMITS.subject} />
          <TextAreaField
            label="Message"
            id="contact-message"
            name="message"
            required
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.message}
            textareaClassName={styles.textarea}
          />
          {submitted && <Alert tone="success">{CONTACT_RECEIVED}</Alert>}
          {send.isError && (
            <Alert>
              {apiErrorMessage(send.error, 'Your message could not be sent. Please try again.')}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </form>
      </div>
    </article>
  );
}
