// Each page carries its stylesheets in the HTML (docs/product-rules.md#performance).
//
// Next links a page's CSS files from the <head>; on a phone each is another round trip after the
// HTML before anything can paint. Each link gets its file's rules in a <style> just before it
// (same cascade order), and the link itself is kept but `disabled`, which browsers do not fetch:
// React finds its stylesheets by those links when it hydrates, so it neither fetches nor inserts
// them again. (Next's own `experimental.inlineCss` writes the same <style> but also repeats the
// CSS inside the page's flight data: twice the bytes, measured in scripts/build/postbuild/README.md.)
//
//   <link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
//   ->  <style data-href="/_next/static/chunks/a.css">…</style><link rel="stylesheet" href="…" data-precedence="next" disabled=""/>
import type { HTMLElement } from 'node-html-parser';
import type { Page } from '../page';
import type { Site, Transform } from '../site';

const name = 'inline-css';

/** A CSS file's rules with its relative url()s made absolute, since they now sit in a page at another path. */
export function rebased(css: string, href: string): string {
  return css.replace(/url\((['"]?)(?![a-z]+:|\/|#)([^'")]+)\1\)/gi, (_, quote: string, url: string) => {
    const absolute = new URL(url, `http://site${href}`).pathname;
    return `url(${quote}${absolute}${quote})`;
  });
}

/** The exact attributes Next writes on a stylesheet link, in its order. */
const nextLink = /^<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>$/;

function stylesheets(page: Page): HTMLElement[] {
  return page.doc.querySelectorAll('link').filter((l) => (l.getAttribute('rel') ?? '').toLowerCase() === 'stylesheet');
}

/** The rules inline-css writes for a link, or a ContractError naming the page. */
export function inlineRules(site: Site, page: Page, href: string): string {
  const css = rebased(site.asset(href, page, name), href);
  if (/<\/style/i.test(css)) throw page.fail(name, `${href} holds "</style", which would end the <style> early`);
  return css;
}

export const inlineCss: Transform = {
  name,
  contract:
    'every page has at least one stylesheet <link>, each exactly <link rel="stylesheet" href="/_next/static/….css" data-precedence="…"/> in the <head>, its file in the export',
  apply(site) {
    const files = new Set<string>();
    for (const page of site.pages.values()) {
      const links = stylesheets(page);
      if (links.length === 0) throw page.fail(name, 'expected at least one <link rel="stylesheet">, found none');
      for (const link of links) {
        const match = nextLink.exec(page.text(link));
        if (!match || link.parentNode?.tagName !== 'HEAD') {
          throw page.fail(name, `expected <link rel="stylesheet" href="/_next/static/….css" data-precedence="…"/> in the <head>, found ${page.text(link)}`);
        }
        const [, href, precedence] = match;
        const css = inlineRules(site, page, href!);
        files.add(href!);
        const style = `<style data-href="${href}">${css}</style>`;
        page.added.push({ tag: 'style', attributes: { 'data-href': href! }, text: css, by: name });
        page.replace(link, `${style}<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`, name);
      }
    }
    return `${site.pages.size} pages carry their ${files.size} stylesheet(s) inline`;
  },
  verify(site) {
    for (const page of site.pages.values()) {
      const links = stylesheets(page);
      if (links.length === 0) throw page.fail(name, 'has no stylesheet <link>');
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        const style = link.previousElementSibling;
        if (!link.hasAttribute('disabled')) throw page.fail(name, `the stylesheet ${href} is not disabled`);
        if (style?.tagName !== 'STYLE' || style.getAttribute('data-href') !== href || style.rawText !== inlineRules(site, page, href)) {
          throw page.fail(name, `the stylesheet ${href} is not preceded by its rules in <style data-href="${href}">`);
        }
      }
    }
  },
};
