import type { ButtonHTMLAttributes } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  direction: 'previous' | 'next';
  /** What it shows, for screen readers: 'Previous photo'. The arrow itself is not read. */
  'aria-label': string;
}

/** A carousel's or gallery's step back or forward, drawn as ‹ or ›; each caller places it. */
export function ArrowButton({ direction, ...button }: Props) {
  return (
    <button type="button" {...button}>
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </button>
  );
}
