/** The SEO entry that applies to every path without a closer match. */
export const SEO_DEFAULT_PATH = "/";

/**
 * The page path of a URL or path as the SEO table keys it: no scheme or host, no query or hash,
 * one leading slash, no trailing slash (except the root).
 */
export function normalizeSeoPath(input: string): string {
  let path = input.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
  path = path.replace(/[?#].*$/s, "");
  path = `/${path}`.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path;
}

/**
 * The SEO entry paths to try for a page, best first: the exact path, then each enclosing
 * prefix entry ('/items/*') from the longest, then the site default.
 */
export function seoLookupPaths(input: string): { path: string; candidates: string[] } {
  const path = normalizeSeoPath(input);
  const candidates = [path];
  const segments = path.split("/").filter(Boolean);
  for (let keep = segments.length - 1; keep >= 1; keep--) {
    candidates.push(`/${segments.slice(0, keep).join("/")}/*`);
  }
  if (path !== SEO_DEFAULT_PATH) candidates.push(SEO_DEFAULT_PATH);
  return { path, candidates };
}
