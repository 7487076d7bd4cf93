import { paginationWindow } from '@holidaze/domain';
import styles from './ui.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  label?: string;
}

/** First, previous, up to three numbered pages, next, last; hidden with one page or none. */
export function Pagination({ page, pageCount, onChange, label = 'Pagination' }: PaginationProps) {
  const view = paginationWindow(page, pageCount);
  if (!view.visible) return null;
  const go = (target: number | null) => () => target !== null && onChange(target);
  return (
    <nav aria-label={label}>
      <ul className={styles.pagination}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            onClick={go(1)}
            disabled={page === 1}
            aria-label="First page"
          >
            «
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            onClick={go(view.previous)}
            disabled={view.previous === null}
            aria-label="Previous page"
          >
            ‹
          </button>
        </li>
        {view.pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              onClick={go(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            onClick={go(view.next)}
            disabled={view.next === null}
            aria-label="Next page"
          >
            ›
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            onClick={go(view.last)}
            disabled={page === view.last}
            aria-label="Last page"
          >
            »
          </button>
        </li>
      </ul>
    </nav>
  );
}
