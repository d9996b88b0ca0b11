// Cloudflare Pages in advanced mode (docs/deploying.md#netlify-and-cloudflare-pages): the build bundles this module with the
// route table into out/_worker.js. It sees every request that out/_routes.json sends it: any other
// letter case of a known page, its trailing slash or .html form, answers 301 to the canonical page
// with the query string kept; the 404 page's own file answers 404 (docs/product-rules.md#routes,
// #hosts). Everything else is served by the static assets, which apply out/_headers and serve
// 404.html with status 404 where no file matches.
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
      // The assets serve 404.html at /404 with status 200: ask for it there and answer 404.
      if (lookup.isNotFoundFile(url.pathname)) return lookup.notFound(await env.ASSETS.fetch(new Request(new URL('/404', url))));
      const target = lookup.canonicalFor(url.pathname);
      return target ? lookup.redirect(target, url) : env.ASSETS.fetch(request);
    },
  };
}
