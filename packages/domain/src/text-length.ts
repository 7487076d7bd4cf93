let segmenter: Intl.Segmenter | undefined;

/**
 * How many characters a person sees in `text`: grapheme clusters, so an emoji, a flag, a family
 * or a letter with a combining accent each count once (JavaScript's `length` counts UTF-16 code
 * units: two for 😀, eleven for 👨‍👩‍👧‍👦).
 */
export function countGraphemes(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/**
 * A text limit as people count (`max` graphemes), with a ceiling on code units so that one
 * "character" of a thousand combining marks cannot stand in for a short text: `unitsPerGrapheme`
 * leaves room for the longest emoji sequences in common use (a family is eleven units).
 */
export function fitsGraphemeLimit(text: string, max: number, unitsPerGrapheme = 12): boolean {
  return text.length <= max * unitsPerGrapheme && countGraphemes(text) <= max;
}
