/**
 * Cache-Control for a response that holds absolute URLs of this site (a venue page's canonical,
 * Open Graph, JSON-LD and preload URLs, the sitemap, robots.txt). With PUBLIC_URL they are the
 * same for everyone and `shared` applies. Without it they follow the request's Host (or
 * X-Forwarded-Host with TRUST_PROXY): a forged one must not be kept by a shared cache and served
 * to every later visitor and crawler, so the answer is private to the client that asked.
 */
export function hostDependentCacheControl(publicUrl: string | undefined, shared: string): string {
  return publicUrl === undefined ? `private, ${shared.replace(/^public,\s*/, '')}` : shared;
}
