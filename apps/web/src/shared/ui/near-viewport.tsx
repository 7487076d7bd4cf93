import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * `children` once this place on the page comes near the screen, `placeholder` until then: for
 * sections below the fold whose code and data need not load with the page. A placeholder that
 * keeps the section's heading keeps the page's outline whole for screen readers meanwhile.
 */
export function NearViewport({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return near ? children : <div ref={place}>{placeholder}</div>;
}
