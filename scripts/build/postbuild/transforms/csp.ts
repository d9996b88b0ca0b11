// Every page gets its own Content-Security-Policy in a <meta> tag that allows exactly the inline
// code the build wrote (docs/deploying.md#content-security-policy). A static export has no server
// to hand out nonces, so each inline script is allowed by its SHA-256 hash; but a hash is only
// ever computed for code this step recognises by its exact text or fixed shape: Next's flight data
// and Turbopack's chunk list (both data in a fixed call, the data proven to be JSON), the site's own
// scripts (lib/inlineScripts.ts), JSON-LD (data, not run), what earlier transforms added and
// the Hindi and Marathi pages' Devanagari face and its script (fixed texts whose one variable is a cut's name). Any
// other inline <script> or <style>, or a style attribute the code does not write, fails the build
// naming page and snippet: content never gets a hash (docs/product-rules.md#content).
//
// React's own inline runtime ($RC, $RS, $RX, ...) is not among them. React writes it only for a part
// of the page it finishes after the page's shell and then moves into place with it; every page here
// is written in reading order instead (components/ui/WhenNear, docs/product-rules.md#performance),
// so such a script means a page that does not read in order without JavaScript, and the build stops
// naming it. Recognising the runtime instead would take its exact text, which only the installed
// react-dom can vouch for (read from node_modules, or copied and kept in step with every upgrade):
// the shape alone cannot tell React's functions from content dressed as them.
import { createHash } from 'node:crypto';
import type { HTMLElement } from 'node-html-parser';
import { parse as parseHtml, type DefaultTreeAdapterMap } from 'parse5';
import { devanagariFaceCssHref, devanagariFaceScriptHref, devanagariFaceStyle } from '../../../../lib/fonts/devanagariFace';
import { isNotFoundRedirectScript, scrollRestorationScript } from '../../../../lib/inlineScripts';
import { emailJsOrigin, loadBuildEnv, pagePolicy } from '../securityPolicy';
import type { Page } from '../page';
import type { Site, Transform } from '../site';
import { loader } from './deferScripts';
import { inlineRules } from './inlineCss';

const name = 'csp';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** Parses `text` as JSON, or undefined: a JSON value is data and cannot run. */
function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `prefix` + one JSON value + `suffix`: a fixed call whose argument is data. */
const call = (text: string, prefix: string, suffix: string) =>
  text.startsWith(prefix) && text.endsWith(suffix) && json(text.slice(prefix.length, text.length - suffix.length)) !== undefined;

/** Which of the build's own scripts this is, or undefined. */
export function knownScript(text: string): string | undefined {
  if (text === '(self.__next_f=self.__next_f||[]).push([0])') return 'Next flight data';
  if (call(text, 'self.__next_f.push(', ')')) return 'Next flight data';
  if (call(text, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');')) return 'Turbopack chunk list';
  if (text === scrollRestorationScript) return 'ScrollToTop';
  if (isNotFoundRedirectScript(text)) return 'NotFound redirect';
  if (text === loader) return 'defer-scripts loader';
  if (devanagariFaceScriptHref(text) !== undefined) return 'Devanagari face';
  return undefined;
}

/** React's instructions for a part finished after the shell begin so ($RC(...), $RX=..., the $RT timer). */
const reactRuntime = /^(\$R[A-Z]\b|requestAnimationFrame\(function\(\)\{\$RT=)/;

/** How many <script> and <style> elements a browser finds in a page (the HTML standard's parsing, by parse5). */
function browserElementCounts(html: string): { script: number; style: number } {
  const counts = { script: 0, style: 0 };
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if ('tagName' in child && (child.tagName === 'script' || child.tagName === 'style')) counts[child.tagName] += 1;
      if ('childNodes' in child) walk(child);
      if ('content' in child && child.content) walk(child.content);
    }
  };
  walk(parseHtml(html));
  return counts;
}

/** Script types a browser runs; JSON-LD is data and needs no hash. */
const executable = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Style attributes the site's code writes: MenuOverlay's item index and framer-motion's first frame. */
export const knownStyleAttribute = [/^--i:\d+$/, /^transform:none$/];

const snippet = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

export interface PageHashes {
  scriptHashes: string[];
  styleHashes: string[];
}

/**
 * The hashes of a page's inline code, each recognised as the build's own; a ContractError naming
 * page and snippet for anything else. `page.added` holds what earlier transforms inserted; nodes
 * they replaced are not counted.
 */
export function inlineHashes(site: Site, page: Page): PageHashes {
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  const live = (el: HTMLElement) => !page.isReplaced(el);
  // The parser and a browser must agree on how many elements there are (a <script> the parser
  // could not place, in an odd nesting, must not slip through unchecked): parse5 reads the page as
  // a browser does, so "<script" written as text inside an attribute (an editor's link title or
  // alt text) is no element, and one in an odd nesting is.
  const inBrowser = browserElementCounts(page.source);
  for (const tag of ['script', 'style'] as const) {
    const parsed = page.doc.querySelectorAll(tag).length;
    if (inBrowser[tag] !== parsed) throw page.fail(name, `a browser reads ${inBrowser[tag]} <${tag}> elements but the page's parser ${parsed}: markup the build did not write`);
  }
  const scripts = [
    ...page.doc.querySelectorAll('script').filter((s) => live(s) && !s.hasAttribute('src') && !s.hasAttribute('data-src')).map((s) => ({ text: s.rawText, type: s.getAttribute('type') ?? '' })),
    ...page.added.filter((a) => a.tag === 'script').map((a) => ({ text: a.text, type: a.attributes.type ?? '' })),
  ];
  for (const { text, type } of scripts) {
    const kind = type.trim().toLowerCase();
    if (kind === 'application/ld+json' && json(text) !== undefined) continue;
    if (!executable.has(kind) || knownScript(text) === undefined) {
      const hint = reactRuntime.test(text)
        ? " (React writes such a script for a part of the page it finishes after the page's shell: render that part in place, as components/ui/WhenNear does, so the page reads in order without JavaScript)"
        : '';
      throw page.fail(name, `holds an inline script the build did not write: <script${type ? ` type="${type}"` : ''}>${snippet(text)}</script>${hint}`);
    }
    // The Devanagari face's script fetches a cut, which must be in the export.
    const faceCut = devanagariFaceScriptHref(text);
    if (faceCut !== undefined) site.asset(faceCut, page, name);
    scriptHashes.push(sha256(text));
  }
  for (const style of page.doc.querySelectorAll('style').filter(live)) {
    // A Hindi or Marathi page's Devanagari face, exactly as lib/fonts/devanagariFace.ts writes it, for a cut in the export.
    const face = devanagariFaceCssHref(style.rawText);
    const faceAttributes = { 'data-precedence': devanagariFaceStyle.precedence, 'data-href': devanagariFaceStyle.href };
    if (face !== undefined && JSON.stringify(Object.entries(style.attributes).sort()) === JSON.stringify(Object.entries(faceAttributes).sort())) {
      site.asset(face, page, name);
      styleHashes.push(sha256(style.rawText));
      continue;
    }
    const href = style.getAttribute('data-href') ?? '';
    // inline-css's <style data-href> (checked after the build), or Next's own inlined stylesheets (experimental.inlineCss).
    const files = href.split(' ').filter((h) => /^\/_next\/static\/[^"]+\.css$/.test(h));
    const ours = files.length > 0 && (style.rawText === files.map((h) => inlineRules(site, page, h)).join('') || style.rawText === files.map((h) => site.asset(h, page, name)).join(''));
    if (!ours) throw page.fail(name, `holds a <style> the build did not write: ${snippet(page.text(style))}`);
    styleHashes.push(sha256(style.rawText));
  }
  for (const style of page.added.filter((a) => a.tag === 'style')) styleHashes.push(sha256(style.text));
  for (const el of page.doc.querySelectorAll('[style]').filter(live)) {
    const value = el.getAttribute('style') ?? '';
    if (!knownStyleAttribute.some((p) => p.test(value))) {
      throw page.fail(name, `holds a style attribute the code does not write: <${el.rawTagName} style="${snippet(value)}">`);
    }
    styleHashes.push(sha256(value));
  }
  return { scriptHashes, styleHashes };
}

const policyMeta = (policy: string) => `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;

function policyFor(hashes: PageHashes, connectOrigin = emailJsOrigin()) {
  return pagePolicy({ ...hashes, connectOrigin });
}

export const csp: Transform = {
  name,
  contract:
    'every page has one <meta charSet="utf-8"> and no policy yet; each inline script is Next\'s flight data or chunk list, the site\'s own (lib/inlineScripts.ts), an earlier transform\'s or JSON-LD (none of React\'s runtime for a part written after the shell); each <style> is an inlined stylesheet or the Devanagari face (lib/fonts/devanagariFace.ts); each style attribute one the code writes',
  apply(site) {
    loadBuildEnv();
    let scripts = 0;
    for (const page of site.pages.values()) {
      if (page.doc.querySelector('meta[http-equiv="Content-Security-Policy"]')) throw page.fail(name, 'already has a Content-Security-Policy: run the postbuild on a fresh `next build`');
      const hashes = inlineHashes(site, page);
      scripts += hashes.scriptHashes.length;
      page.insertAfter(page.one(name, 'head > meta[charset]'), policyMeta(policyFor(hashes)), name);
    }
    return `${site.pages.size} pages given their own policy (${scripts} inline scripts, every one the build's own; connect-src ${emailJsOrigin()})`;
  },
  verify(site) {
    loadBuildEnv();
    for (const page of site.pages.values()) {
      const meta = page.one(name, 'meta[http-equiv="Content-Security-Policy"]');
      if (meta.previousElementSibling?.tagName !== 'META' || !meta.previousElementSibling.hasAttribute('charset')) {
        throw page.fail(name, 'the policy is not the first thing after <meta charSet>');
      }
      // The EmailJS origin is the build's environment (the test build's differs); the hashes must match exactly.
      const connectOrigin = /connect-src 'self' (\S+?)(;|$)/.exec(meta.getAttribute('content') ?? '')?.[1];
      const expected = policyFor(inlineHashes(site, page), connectOrigin);
      if (meta.getAttribute('content') !== expected) throw page.fail(name, `the policy does not match the page's inline code: expected ${snippet(expected)}`);
    }
  },
};
