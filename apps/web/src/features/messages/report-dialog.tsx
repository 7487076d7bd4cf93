import type { Message } from '@holidaze/domain';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/http-client';
import { toast } from '../../shared/toast/toast';
import { Alert } from '../../shared/ui/alert';
import { ActionButtons } from '../../shared/ui/action-buttons';
import { Dialog } from '../../shared/ui/dialog';
import { useReportMessage } from './api/safety';
import ui from '../../shared/ui/ui.module.css';
import styles from './messages.module.css';

export const REPORT_REASONS = [
  'Spam or a scam',
  'Asks to pay or talk outside Holidaze',
  'Rude, hateful or threatening',
  'Something else',
] as const;

/** Asks why, then reports one message to the Holidaze team. */
export function ReportDialog({ message, onClose }: { message: Message; onClose(): void }) {
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const report = useReportMessage();
  return (
    <Dialog open title="Report this message?" onClose={onClose}>
      <p>
        The Holidaze team will read this message from <strong>{message.sender}</strong>. They are
        not told who reported it.
      </p>
      <fieldset className={`${ui.choices} ${styles.reasons}`}>
        <legend>Why are you reporting it?</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option} className={ui.choice}>
            <input
              type="radio"
              name="report-reason"
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {option}
          </label>
        ))}
      </fieldset>
      {report.isError && (
        <Alert>{apiErrorMessage(report.error, 'The message could not be reported.')}</Alert>
      )}
      <ActionButtons
        rowClassName={styles.dialogButtons}
        backVariant="secondary"
        onBack={onClose}
        pending={report.isPending}
        variant="danger"
        onClick={() =>
          report.mutate(
            { messageId: message.id, reason },
            {
              onSuccess: () => {
                toast.success('Thank you: the message was reported.');
                onClose();
              },
            },
          )
        }
      >
        Report message
      </ActionButtons>
    </Dialog>
  );
}
