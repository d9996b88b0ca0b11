// Addresses every host answers alike (docs/product-rules.md#hosts): read by the host scripts in this
// folder and by the nginx configuration the build writes (scripts/build/postbuild/hostConfig.ts).

/** Any spelling of the 404 page's own file (/404, /404.html, /404/, /404.HTML): not a page, answered 404. */
export const notFoundFile = /^\/404(\.html)?\/?$/i;

/** The home page's file names (/index, /index.html): a 301 to /. */
export const indexFile = /^\/index(\.html)?\/?$/i;

/** Where the content editor lives (scripts/build/build-admin.ts): a folder with its own index page. */
export const adminPrefix = '/admin/';

/** The part of a path that names a page: a trailing slash and `.html` left off, in lower case (/Services.html/ is /services). */
export const pageKey = (path: string): string =>
  path
    .replace(/\/+$/, '')
    .replace(/\.html$/i, '')
    .toLowerCase();
