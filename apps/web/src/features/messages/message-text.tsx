import { linkify } from './linkify';

/**
 * A message as written: text nodes and, for web addresses, links that open in a new tab without
 * handing the page over or vouching for the address. Never read as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
