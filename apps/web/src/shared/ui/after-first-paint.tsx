import type { ReactNode } from 'react';
import { usePainted } from './after-paint';

/**
 * `children` from the frame after the one that first paints this place, `placeholder` until then:
 * for the parts of a page below its largest paint (a venue's booking panel, reviews and map; the
 * home page's rooms), so the code and photos they load are asked for after the page's photo and
 * title are on screen. A placeholder that keeps the space the parts will take keeps what is
 * already drawn (the footer) from moving when they come.
 */
export function AfterFirstPaint({
  children,
  placeholder = null,
  after = true,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
  /** False while what should be painted first is still loading (its spinner is up). */
  after?: boolean;
}) {
  return usePainted(after) ? children : placeholder;
}
