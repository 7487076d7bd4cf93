import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * Why a message is reported: the reason goes to the Holidaze team in English, whatever language
 * the reporter reads; the label is shown in theirs.
 */
export const REPORT_REASONS = [
  { reason: 'Spam or a scam', label: msg`Spam or a scam` },
  {
    reason: 'Asks to pay or talk outside Holidaze',
    label: msg`Asks to pay or talk outside Holidaze`,
  },
  { reason: 'Rude, hateful or threatening', label: msg`Rude, hateful or threatening` },
  { reason: 'Something else', label: msg`Something else` },
] as const;

/** Asks why, then reports one message to the Holidaze team. */
export function ReportDialog({ message, onClose }: { message: Message; onClose(): void }) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<string>(REPORT_REASONS[0].reason);
  const sender = message.sender;
  const report = useReportMessage();
  return (
    <Dialog open title={t`Report this message?`} onClose={onClose}>
      <p>
        <Trans>
          The Holidaze team will read this message from <strong>{sender}</strong>. They are not told
          who reported it.
        </Trans>
      </p>
      <fieldset className={`${ui.choices} ${styles.reasons}`}>
        <legend>
          <Trans>Why are you reporting it?</Trans>
        </legend>
        {REPORT_REASONS.map((option) => (
          <label key={option.reason} className={ui.choice}>
            <input
              type="radio"
              name="report-reason"
              value={option.reason}
              checked={reason === option.reason}
              onChange={() => setReason(option.reason)}
            />
            {i18n._(option.label)}
          </label>
        ))}
      </fieldset>
      {report.isError && (
        <Alert>{apiErrorMessage(report.error, t`The message could not be reported.`)}</Alert>
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
                toast.success(t`Thank you: the message was reported.`);
                onClose();
              },
            },
          )
        }
      >
        <Trans>Report message</Trans>
      </ActionButtons>
    </Dialog>
  );
}
