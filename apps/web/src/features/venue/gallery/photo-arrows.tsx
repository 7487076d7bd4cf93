import type { KeyboardEvent } from 'react';
import { ArrowButton } from '../../../shared/ui/arrow-button';
import styles from './photo-arrows.module.css';

const STEPS = [
  { direction: 'previous', by: -1 },
  { direction: 'next', by: 1 },
] as const;

interface Props {
  /** Their names for screen readers, whole ("Previous photo"): a language orders its own words. */
  labels: { previous: string; next: string };
  onStep(by: -1 | 1): void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** The full-screen viewer's, a little larger. */
  large?: boolean;
}

/** The step back and forward laid over a photo, at its left and right edges. */
export function PhotoArrows({ labels, onStep, onKeyDown, large = false }: Props) {
  const arrow = large ? `${styles.arrow} ${styles.large}` : styles.arrow;
  return STEPS.map(({ direction, by }) => (
    <ArrowButton
      key={direction}
      direction={direction}
      className={`${arrow} ${styles[direction]}`}
      aria-label={labels[direction]}
      onClick={() => onStep(by)}
      onKeyDown={onKeyDown}
    />
  ));
}
