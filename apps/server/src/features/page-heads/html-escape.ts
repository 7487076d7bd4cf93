/**
 * Escaping for what the server writes into HTML and XML: venue names, descriptions and image
 * URLs are user-written, so every one goes through one of these (docs/security.md, "Pages the
 * server fills in").
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe as HTML or XML text and inside a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to put inside `<script type="application/ld+json">`: the same value, but with `<`, `>`
 * and `&` written as \u escapes (so no `</script>` or `<!--` can end or bend the element) and the
 * line separators U+2028 and U+2029 escaped too (older JavaScript parsers end a string there).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char]!);
}
