import type { KeyboardEvent } from 'react';
import { ArrowButton } from '../../../shared/ui/arrow-button';
import styles from './photo-arrows.module.css';

const STEPS = [
  { direction: 'previous', by: -1, label: 'Previous' },
  { direction: 'next', by: 1, label: 'Next' },
] as const;

interface Props {
  /** What they step through, for screen readers: 'photo' reads "Previous photo". */
  noun: string;
  onStep(by: -1 | 1): void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** The full-screen viewer's, a little larger. */
  large?: boolean;
}

/** The step back and forward laid over a photo, at its left and right edges. */
export function PhotoArrows({ noun, onStep, onKeyDown, large = false }: Props) {
  const arrow = large ? `${styles.arrow} ${styles.large}` : styles.arrow;
  return STEPS.map(({ direction, by, label }) => (
    <ArrowButton
      key={direction}
      direction={direction}
      className={`${arrow} ${styles[direction]}`}
      aria-label={`${label} ${noun}`}
      onClick={() => onStep(by)}
      onKeyDown={onKeyDown}
    />
  ));
}
