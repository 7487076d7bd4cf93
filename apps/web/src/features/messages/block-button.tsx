import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/http-client';
import { toast } from '../../shared/toast/toast';
import { ActionButtons } from '../../shared/ui/action-buttons';
import { Alert } from '../../shared/ui/alert';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { useBlockPerson } from './api/safety';
import styles from './messages.module.css';

/** Block (or unblock) the other person, after saying what that does. */
export function BlockButton(props: { conversationId: string; name: string; blocked: boolean }) {
  const { conversationId, name, blocked } = props;
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const block = useBlockPerson(conversationId);
  const confirm = () =>
    block.mutate(
      { name, block: !blocked },
      {
        onSuccess: () => {
          toast.success(blocked ? t`${name} is unblocked.` : t`${name} is blocked.`);
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {blocked ? (
          <Trans>
            Unblock<span className="visually-hidden"> {name}</span>
          </Trans>
        ) : (
          <Trans>
            Block<span className="visually-hidden"> {name}</span>
          </Trans>
        )}
      </Button>
      {open && (
        <Dialog
          open
          title={blocked ? t`Unblock ${name}?` : t`Block ${name}?`}
          onClose={() => setOpen(false)}
        >
          <p>
            {blocked
              ? t`${name} will be able to send you messages and booking requests again.`
              : t`${name} will no longer be able to send you messages or booking requests. They are not told. You can unblock them here.`}
          </p>
          {block.isError && (
            <Alert>{apiErrorMessage(block.error, t`That did not work. Please try again.`)}</Alert>
          )}
          <ActionButtons
            rowClassName={styles.dialogButtons}
            backVariant="secondary"
            onBack={() => setOpen(false)}
            pending={block.isPending}
            variant={blocked ? 'primary' : 'danger'}
            onClick={confirm}
          >
            {blocked ? t`Unblock ${name}` : t`Block ${name}`}
          </ActionButtons>
        </Dialog>
      )}
    </>
  );
}
