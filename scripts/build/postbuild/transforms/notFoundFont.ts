// The 404 page preloads the site font as every other page does (docs/product-rules.md#art).
// Next writes the font preload per page but finds none for the not-found page, which then loads
// the font through its stylesheet; the preload arrives later with the data of the pages its links
// prefetch, a preload nothing uses, which WebKit reports on every 404. With the home page's font
// preloads in its own <head>, React sees the font preloaded already and adds nothing.
import type { Page } from '../page';
import type { Site, Transform } from '../site';

const name = 'not-found-font';
/** The pages Next writes for an unknown address. */
export const notFoundPages = ['404.html', '_not-found.html'];
const fontPreload = 'link[rel="preload"][as="font"]';

function homeFonts(site: Site): string[] {
  const home = site.pages.get('index.html');
  if (!home) throw new Error(`postbuild: ${name}: the export has no index.html`);
  const tags = home.doc.querySelectorAll(fontPreload).map((link) => home.text(link));
  if (tags.length === 0) throw home.fail(name, `expected a font preload (${fontPreload}) in the home page: has app/fonts.ts stopped preloading?`);
  return tags;
}

function notFound(site: Site): Page[] {
  return notFoundPages.flatMap((file) => site.pages.get(file) ?? []);
}

export const notFoundFont: Transform = {
  name,
  contract: `404.html (and _not-found.html when written) has no ${fontPreload} and a <meta name="viewport">; the home page has at least one`,
  apply(site) {
    const tags = homeFonts(site);
    const pages = notFound(site);
    if (!pages.some((p) => p.name === '404.html')) throw new Error(`postbuild: ${name}: the export has no 404.html`);
    for (const page of pages) {
      if (page.doc.querySelectorAll(fontPreload).length > 0) {
        throw page.fail(name, 'already preloads a font: Next now does it for the 404 page, so this transform can go');
      }
      page.insertAfter(page.one(name, 'head > meta[name="viewport"]'), tags.join(''), name);
    }
    return `${pages.length} not-found page(s) preload ${tags.length} font file(s) like every other page`;
  },
  verify(site) {
    const tags = homeFonts(site);
    for (const page of notFound(site)) {
      const have = page.doc.querySelectorAll(fontPreload).map((link) => page.text(link));
      if (have.join('') !== tags.join('')) throw page.fail(name, `expected the home page's font preloads ${tags.join('')}, found ${have.join('') || 'none'}`);
    }
  },
};
