export const NAME_DISPLAY_MAX = 30;
export const PLACE_DISPLAY_MAX = 20;

/**
 * Shortens text to at most `max` characters, cutting at the last word boundary and adding '...'.
 * A single word longer than `max` is cut at `max`.
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // A space right after the limit means the cut already ends on a whole word.
  const lastSpace = /\s/.test(text.charAt(max)) ? max : cut.search(/\s\S*$/);
  const head = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}...`;
}

/** Text without HTML tags or entities' markup: venue descriptions are shown as plain text. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
