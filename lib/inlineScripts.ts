/**
 * The inline scripts the site's own components write, in one place: the components render them and
 * the build's Content-Security-Policy step allows exactly these and Next's own, and fails on any
 * other inline script (docs/deploying.md#content-security-policy).
 */

/** components/layout/ScrollToTop: a reload opens at the top (docs/product-rules.md#routes). */
export const scrollRestorationScript = "if('scrollRestoration' in history)history.scrollRestoration='manual'";

const redirectStart =
  "(function(m){var p=location.pathname.replace(/\\/+$/,'').replace(/\\.html$/,'').toLowerCase()||'/';var c=m[p];if(c&&c!==location.pathname){location.replace(c+location.search+location.hash)}})(";

/** components/pages/NotFound: another letter case of a known page goes to its canonical URL before anything paints. */
export function notFoundRedirectScript(canonicalByLowerPath: Record<string, string>): string {
  return `${redirectStart}${JSON.stringify(canonicalByLowerPath).replace(/</g, '\\u003c')})`;
}

/** Whether a script is the 404 page's redirect with a table of paths (data, never code). */
export function isNotFoundRedirectScript(text: string): boolean {
  if (!text.startsWith(redirectStart) || !text.endsWith(')')) return false;
  try {
    const table: unknown = JSON.parse(text.slice(redirectStart.length, -1));
    return typeof table === 'object' && table !== null && !Array.isArray(table) && Object.values(table).every((v) => typeof v === 'string' && v.startsWith('/'));
  } catch {
    return false;
  }
}
