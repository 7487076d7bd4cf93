import type { ReactNode } from 'react';

/** One row of a `<dl>` of facts (nights, guests, a total): its term, then its value. */
export function Fact({
  term,
  className,
  children,
}: {
  term: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
