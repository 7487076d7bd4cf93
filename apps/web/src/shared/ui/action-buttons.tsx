import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from './button';
import styles from './ui.module.css';

interface Props extends Omit<ButtonProps, 'loading'> {
  /** The way back's words: 'Cancel', 'Keep booking'. */
  back?: ReactNode;
  backVariant?: 'ghost' | 'secondary';
  onBack(): void;
  /** While the action runs: the action shows it is busy and the way back waits for it. */
  pending?: boolean;
  /** The row's own class, beside the shared row's. */
  rowClassName?: string | undefined;
}

/**
 * The row that ends a dialog or a small form: the way back, then the action (this component's
 * own button props and children).
 */
export function ActionButtons({
  back = <Trans>Cancel</Trans>,
  backVariant = 'ghost',
  onBack,
  pending = false,
  rowClassName,
  ...action
}: Props) {
  return (
    <div className={rowClassName ? `${styles.actions} ${rowClassName}` : styles.actions}>
      <Button variant={backVariant} onClick={onBack} disabled={pending}>
        {back}
      </Button>
      <Button loading={pending} {...action} />
    </div>
  );
}
