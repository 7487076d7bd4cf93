/** A piece of a message: plain text, or a web address shown as a link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A web address starts with http://, https:// or www. and runs to the next space or angle bracket.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://x.no.").
const TRAILING = /[.,;:!?'"]+$/;

function trimAddress(raw: string): string {
  let address = raw.replace(TRAILING, '');
  // A closing bracket belongs to the address only when it opened one: "(https://x.no/a)".
  while (/[)\]]$/.test(address)) {
    const close = address.at(-1)!;
    const open = close === ')' ? '(' : '[';
    if (address.split(open).length >= address.split(close).length) break;
    address = address.slice(0, -1).replace(TRAILING, '');
  }
  return address;
}

function hrefOf(address: string): string | undefined {
  try {
    const url = new URL(/^www\./i.test(address) ? `https://${address}` : address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Splits a message's text into plain text and links, for React to render as text nodes and
 * anchors: nothing of the message is ever read as HTML, and only http(s) addresses become links.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = hrefOf(address);
    push(text.slice(last, match.index));
    if (href) parts.push({ kind: 'link', text: address, href });
    else push(address);
    last = match.index + address.length;
  }
  push(text.slice(last));
  return parts;
}
