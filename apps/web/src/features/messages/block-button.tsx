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
  const [open, setOpen] = useState(false);
  const block = useBlockPerson(conversationId);
  const confirm = () =>
    block.mutate(
      { name, block: !blocked },
      {
        onSuccess: () => {
          toast.success(blocked ? `${name} is unblocked.` : `${name} is blocked.`);
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {blocked ? 'Unblock' : 'Block'}
        <span className="visually-hidden"> {name}</span>
      </Button>
      {open && (
        <Dialog
          open
          title={blocked ? `Unblock ${name}?` : `Block ${name}?`}
          onClose={() => setOpen(false)}
        >
          <p>
            {blocked
              ? `${name} will be able to send you messages and booking requests again.`
              : `${name} will no longer be able to send you messages or booking requests. They are not told. You can unblock them here.`}
          </p>
          {block.isError && (
            <Alert>{apiErrorMessage(block.error, 'That did not work. Please try again.')}</Alert>
          )}
          <ActionButtons
            rowClassName={styles.dialogButtons}
            backVariant="secondary"
            onBack={() => setOpen(false)}
            pending={block.isPending}
            variant={blocked ? 'primary' : 'danger'}
            onClick={confirm}
          >
            {blocked ? `Unblock ${name}` : `Block ${name}`}
          </ActionButtons>
        </Dialog>
      )}
    </>
  );
}
