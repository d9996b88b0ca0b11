import path from 'node:path';

/** The static export the specs read without a browser. */
export const out = path.join(__dirname, '..', 'out');

/** The file in out/ that holds a site path's page (`/` is index.html, `/services` is services.html). */
export const htmlFileOf = (sitePath: string) => path.join(out, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`);
