import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_BODY_MAX } from '@holidaze/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { formatGroupedNumber } from '../../shared/i18n';
import { useSchemaForm } from '../../shared/forms/use-schema-form';
import { Button } from '../../shared/ui/button';
import { fieldStyles } from '../../shared/ui/field';
import { messageFormSchema } from './message-schema';
import { sendFailureMessage } from './send-failure';
import styles from './messages.module.css';
import ui from '../../shared/ui/ui.module.css';

interface ComposerProps {
  /** The box's label: "Message to Harriet". */
  label: string;
  /** Sends the checked text; a rejection is shown beside the box and the text is kept. */
  onSend(body: string): Promise<unknown>;
  /** Why nothing can be sent (the person is blocked); the box is then not offered. */
  closedReason?: string | undefined;
  sendLabel?: string;
}

const count = (n: number) => formatGroupedNumber(n);

/**
 * The box to write a message: plain text up to 2,000 characters with a counter. Enter sends and
 * Shift+Enter starts a new line (said under the box); while sending, the text stays and the button
 * is busy; a refusal (too fast, blocked) is shown beside the box and the text is kept.
 */
export function Composer({ label, onSend, closedReason, sendLabel }: ComposerProps) {
  const { t } = useLingui();
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const { values, errors, register, handleSubmit, reset, isSubmitting } = useSchemaForm<{
    body: string;
  }>({ schema: messageFormSchema, defaultValues: { body: '' } });

  const send = handleSubmit(async ({ body }) => {
    setFailure(undefined);
    try {
      await onSend(body);
      reset();
    } catch (error) {
      setFailure(sendFailureMessage(error));
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) void send();
  }

  if (closedReason) return <p className={styles.closed}>{closedReason}</p>;
  const length = values.body.length;
  const over = length > MESSAGE_BODY_MAX;
  const error = errors.body ?? failure;
  return (
    <form className={`${ui.stack2} ${styles.composer}`} onSubmit={send} noValidate>
      <label className={fieldStyles.label} htmlFor={`${id}-body`}>
        {label}
      </label>
      <textarea
        {...register('body')}
        id={`${id}-body`}
        className={`${fieldStyles.input} ${styles.box}`}
        rows={3}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help ${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className={styles.composerRow}>
        <p id={`${id}-help`} className={styles.help}>
          <Trans>Enter sends, Shift+Enter starts a new line. Links are shown as links.</Trans>
        </p>
        <p id={`${id}-count`} className={over ? styles.countOver : styles.count}>
          {count(length)} / {count(MESSAGE_BODY_MAX)}
          <span className="visually-hidden">{t` characters`}</span>
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} className={styles.send}>
        {isSubmitting ? t`Sending…` : (sendLabel ?? t`Send`)}
      </Button>
    </form>
  );
}
