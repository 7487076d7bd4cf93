import { Fragment } from 'react';

/**
 * The parts an address may wrap between: after the @ and after each dot, except the domain's last
 * dot, so the top-level domain never stands alone (`demo.traveller@` / `stud.` / `noroff.no`).
 */
export function emailBreakParts(address: string): string[] {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.split(/(?<=\.)/);
  const local = address.slice(0, at + 1).split(/(?<=[.@])/);
  const domain = address.slice(at + 1).split(/(?<=\.)/);
  if (domain.length > 1) domain.splice(-2, 2, domain.at(-2)! + domain.at(-1)!);
  return [...local, ...domain];
}

/**
 * An e-mail address that wraps where a reader expects it to, never mid-word into a line of one
 * letter. Pair it with `overflow-wrap: break-word`, which breaks inside a part only when that part
 * alone is wider than the line.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = emailBreakParts(address);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
