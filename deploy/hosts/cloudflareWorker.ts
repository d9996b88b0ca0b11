// Cloudflare Pages in advanced mode (docs/deploying.md#netlify-and-cloudflare-pages): the build bundles this module with the
// route table into out/_worker.js. It sees every request that out/_routes.json sends it: any other
// letter case of a known page, its trailing slash or .html form, answers 301 to the canonical page
// with the query string kept; a 404 page's own file (/404, /hi/404.html) answers 404
// (docs/product-rules.md#routes, #hosts). Everything else is served by the static assets, which
// apply out/_headers and, where no file matches, serve the nearest 404.html up the folders with
// status 404: /hi/404.html for /hi/no-such-page, 404.html outside the editions. Folders match in
// their letter case only, so an address under an edition's prefix in another case (/HI/no-such-page)
// is given its edition's 404 page here (docs/product-rules.md#languages).
import { spellingLookup, type SpellingTable } from './spellings';

/** The part of the worker's environment used here: Pages' static assets. */
export interface CloudflareEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
}

/** A module worker: Pages calls `fetch` for each request. */
export interface CloudflareWorker {
  fetch(request: Request, env: CloudflareEnv): Promise<Response>;
}

export function cloudflareWorker(table: SpellingTable): CloudflareWorker {
  const lookup = spellingLookup(table);
  return {
    async fetch(request, env) {
      const url = new URL(request.url);
      // The assets serve 404.html at /404 (hi/404.html at /hi/404) with status 200: ask for it there and answer 404.
      const notFoundPage = () => env.ASSETS.fetch(new Request(new URL(lookup.notFoundPageOf(url.pathname), url)));
      if (lookup.isNotFoundFile(url.pathname)) return lookup.notFound(await notFoundPage());
      const target = lookup.canonicalFor(url.pathname);
      if (target) return lookup.redirect(target, url);
      const response = await env.ASSETS.fetch(request);
      return response.status === 404 && lookup.inEditionOtherCase(url.pathname) ? lookup.notFound(await notFoundPage()) : response;
    },
  };
}
