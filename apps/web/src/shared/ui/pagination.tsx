import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { paginationWindow } from '@holidaze/domain';
import styles from './ui.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  label?: string;
}

/** First, previous, up to three numbered pages, next, last; hidden with one page or none. */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  const { t } = useLingui();
  const view = paginationWindow(page, pageCount);
  if (!view.visible) return null;
  const go = (target: number | null) => () => target !== null && onChange(target);
  return (
    <nav aria-label={label ?? t`Pagination`}>
      <ul className={styles.pagination}>
        <Step onClick={go(1)} disabled={page === 1} label={t`First page`}>
          «
        </Step>
        <Step
          onClick={go(view.previous)}
          disabled={view.previous === null}
          label={t`Previous page`}
        >
          ‹
        </Step>
        {view.pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              onClick={go(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Page ${number}`}
            >
              {number}
            </button>
          </li>
        ))}
        <Step onClick={go(view.next)} disabled={view.next === null} label={t`Next page`}>
          ›
        </Step>
        <Step onClick={go(view.last)} disabled={page === view.last} label={t`Last page`}>
          »
        </Step>
      </ul>
    </nav>
  );
}

/** One of the arrows around the numbered pages. */
function Step({
  onClick,
  disabled,
  label,
  children,
}: {
  onClick(): void;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.pageButton}
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
      >
        {children}
      </button>
    </li>
  );
}
