/**
 * The built index.html, read once, as a template a page's own head tags go into: its generic
 * meta description is taken out and its `<title>` is where the page's tags go (early in the
 * head, before the inlined styles, for link previews that read only the start of a page), so
 * filling it in is two concatenations.
 */
export interface IndexTemplate {
  /** The page with `headTags` in place of the generic title and description. */
  withHead(headTags: string): string;
}

export function indexTemplate(html: string): IndexTemplate | undefined {
  const page = html.replace(/<meta\s+name=["']?description["']?[^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(page);
  const at = title?.index ?? page.search(/<\/head>/i);
  if (at < 0) return undefined;
  const before = page.slice(0, at);
  const after = page.slice(at + (title?.[0].length ?? 0));
  return { withHead: (headTags) => `${before}${headTags}${title ? '' : '\n'}${after}` };
}
