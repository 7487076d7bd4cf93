import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CONTACT_LIMITS } from '@holidaze/domain';
import { apiErrorMessage } from '../../shared/api/http-client';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Field, TextAreaField } from '../../shared/ui/field';
import { useSendContactMessage } from './api/send-contact-message';
import { StaticPage } from './static-page';
import styles from './static-pages.module.css';

/** The English of the page's confirmation (shown in the reader's language by `Received`). */
export const CONTACT_RECEIVED =
  'Form submitted! We received your message and will reply by e-mail.';

const Received = () => (
  <Trans>Form submitted! We received your message and will reply by e-mail.</Trans>
);

const fieldValue = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The contact form stores each message for the operator (POST /api/contact) and says it was
 * received only once the server answered 201.
 */
export default function ContactPage() {
  const { t } = useLingui();
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
    <StaticPage
      title={<Trans>Contact Us</Trans>}
      lead={
        <Trans>
          Questions about a booking or hosting? Send us a message and we will answer at the e-mail
          address you give.
        </Trans>
      }
    >
      <div className={styles.contact}>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          onChange={() => setSubmitted(false)}
          aria-busy={send.isPending}
        >
          <Field
            label={t`Name`}
            name="name"
            required
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
          />
          <Field
            label={t`Email`}
            name="email"
            type="email"
            required
            maxLength={CONTACT_LIMITS.email}
            autoComplete="email"
          />
          <Field label={t`Subject`} name="subject" required maxLength={CONTACT_LIMITS.subject} />
          <TextAreaField
            label={t`Message`}
            id="contact-message"
            name="message"
            required
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.message}
            textareaClassName={styles.textarea}
          />
          {submitted && (
            <Alert tone="success">
              <Received />
            </Alert>
          )}
          {send.isError && (
            <Alert>
              {apiErrorMessage(send.error, t`Your message could not be sent. Please try again.`)}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending}>
            <Trans>Send message</Trans>
          </Button>
        </form>
      </div>
    </StaticPage>
  );
}
