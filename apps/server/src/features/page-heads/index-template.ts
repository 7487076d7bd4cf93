/**
 * The built index.html, read once, as a template a page's own head tags go into: its generic
 * meta description is taken out and its `<title>` is where the page's tags go (early in the
 * head, before the inlined styles, for link previews that read only the start of a page), so
 * filling it in is a few concatenations. Tags that should wait their turn (preloads, after the
 * app's own script) go at the end of the head.
 */
export interface IndexTemplate {
  /**
   * The page with `headTags` in place of the generic title and description, `lateTags` last in
   * the head, and `bodyEnd` last in the body (what the page draws before its script, beside the
   * app's root).
   */
  withHead(headTags: string, lateTags?: string, bodyEnd?: string): string;
}

export function indexTemplate(html: string): IndexTemplate | undefined {
  const page = html.replace(/<meta\s+name=["']?description["']?[^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(page);
  const headEnd = page.search(/<\/head>/i);
  const at = title?.index ?? headEnd;
  if (at < 0 || headEnd < at) return undefined;
  const before = page.slice(0, at);
  const middle = page.slice(at + (title?.[0].length ?? 0), headEnd);
  const after = page.slice(headEnd);
  const bodyEndAt = after.search(/<\/body>/i);
  return {
    withHead: (headTags, lateTags = '', bodyEnd = '') => {
      const rest =
        bodyEnd && bodyEndAt >= 0
          ? `${after.slice(0, bodyEndAt)}  ${bodyEnd}\n  ${after.slice(bodyEndAt)}`
          : after;
      return `${before}${headTags}${title ? '' : '\n'}${middle}${lateTags ? `  ${lateTags}\n  ` : ''}${rest}`;
    },
  };
}
