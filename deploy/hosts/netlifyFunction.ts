// Netlify (docs/deploying.md#netlify-and-cloudflare-pages): the build bundles this module with the route table into
// deploy/generated/netlify-functions/page-fallback.mjs, which netlify.toml deploys. It runs only
// where no file of out/ matches the address (preferStatic), so pre-rendered spellings and assets
// stay static: any other letter case of a known page, its trailing slash or .html form, answers 301
// to the canonical page with the query string kept; any other address gets the 404 page of its
// edition (/hi/404.html under /hi, docs/product-rules.md#languages) with status 404, which Netlify
// no longer adds by itself once a function claims the path (docs/product-rules.md#routes, #hosts).
import { spellingLookup, type SpellingTable } from './spellings';

/** Where Netlify runs the function: every path, but only when no static file matches. */
export const config = { path: '/*', preferStatic: true };

export function netlifyFunction(table: SpellingTable): (request: Request) => Promise<Response> {
  const lookup = spellingLookup(table);
  return async function pageFallback(request) {
    const url = new URL(request.url);
    const target = lookup.canonicalFor(url.pathname);
    if (target) return lookup.redirect(target, url);
    // The 404 page of the address's edition (/hi/404.html under /hi) is a file of the site, which
    // netlify.toml answers with status 404; asking for it again from its own address would loop.
    const page = `${lookup.notFoundPageOf(url.pathname)}.html`;
    return lookup.notFound(url.pathname === page ? undefined : await fetch(new URL(page, url.origin)));
  };
}
