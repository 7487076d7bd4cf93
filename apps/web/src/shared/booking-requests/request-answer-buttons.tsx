import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../toast/toast';
import { HOST_MESSAGE_MAX } from '@holidaze/domain';
import { apiErrorMessage } from '../api/http-client';
import { ActionButtons } from '../ui/action-buttons';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextAreaField } from '../ui/field';
import { useAnswerRequest } from '../api/booking-requests';
import styles from './request-answer.module.css';
import ui from '../ui/ui.module.css';

interface Props {
  bookingId: string;
  /** Who asked, for the buttons' accessible names and the dialog's text. */
  guest: string;
  venueName: string;
  onAnswered: () => Promise<unknown> | void;
}

/** Accept at once, or decline with an optional message for the traveller. */
export function RequestAnswerButtons({ bookingId, guest, venueName, onAnswered }: Props) {
  const { t } = useLingui();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const answer = useAnswerRequest(onAnswered, (kind) =>
    toast.success(
      kind === 'accept' ? t`Request accepted: the stay is booked.` : t`Request declined.`,
    ),
  );

  function send(kind: 'accept' | 'decline') {
    if (answer.isPending) return;
    answer.mutate(
      { bookingId, answer: kind, message: kind === 'decline' ? message : undefined },
      {
        onSuccess: () => setDeclining(false),
      },
    );
  }

  return (
    <div className={`${ui.stack2} ${styles.answer}`}>
      <div className={ui.actions}>
        <Button onClick={() => send('accept')} loading={answer.isPending && !declining}>
          <Trans>
            Accept<span className="visually-hidden"> {guest}&apos;s request</span>
          </Trans>
        </Button>
        <Button variant="secondary" onClick={() => setDeclining(true)} disabled={answer.isPending}>
          <Trans>
            Decline<span className="visually-hidden"> {guest}&apos;s request</span>
          </Trans>
        </Button>
      </div>
      {answer.isError && !declining && (
        <Alert>{apiErrorMessage(answer.error, t`The request could not be answered.`)}</Alert>
      )}
      {declining && (
        <Dialog open title={t`Decline this request?`} onClose={() => setDeclining(false)}>
          <p>
            <Trans>
              {guest}&apos;s request for <strong>{venueName}</strong> will be declined and its
              nights freed. The traveller is told at once.
            </Trans>
          </p>
          <TextAreaField
            label={t`Message for the traveller (optional)`}
            value={message}
            maxLength={HOST_MESSAGE_MAX}
            rows={3}
            onChange={(event) => setMessage(event.target.value)}
          />
          {answer.isError && (
            <Alert>{apiErrorMessage(answer.error, t`The request could not be answered.`)}</Alert>
          )}
          <ActionButtons
            back={t`Keep request`}
            backVariant="secondary"
            onBack={() => setDeclining(false)}
            pending={answer.isPending}
            variant="danger"
            onClick={() => send('decline')}
          >
            <Trans>Decline request</Trans>
          </ActionButtons>
        </Dialog>
      )}
    </div>
  );
}
