/** @jest-environment node */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { registry } from '../../../lib/content/collections';
import { cutFileName, devanagariFaceCss, devanagariFaceScript, devanagariFaceStyle } from '../../../lib/fonts/devanagariFace';
import { checkHostLimits, cloudflareRoutes, cloudFrontFunction, headersFile, hostLimits } from './hostConfig';
import { check, postbuild } from './index';
import { ContractError, Page } from './page';
import { loadSite } from './site';
import { transforms } from './transforms';
import { compileHint, compileHints } from './transforms/compileHints';
import { csp } from './transforms/csp';
import { deferScripts, loader } from './transforms/deferScripts';
import { inlineCss } from './transforms/inlineCss';

/**
 * Each transform on pages captured from a real `next build` (fixtures/capture.ts): what it changes,
 * and that it fails naming page and transform when the markup is not what it expects.
 */
const fixtures = path.join(path.dirname(__filename), 'fixtures', 'export');
const article = 'blog/reading-your-ad-dashboard.html';
let dir: string;

/** A fresh copy of the fixture export, with a stand-in file for every chunk the pages load and an RSC payload beside each page, as `next build` writes one. */
function freshExport(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'postbuild-'));
  cpSync(fixtures, copy, { recursive: true });
  for (const name of ['index.html', '404.html', article]) {
    writeFileSync(path.join(copy, name.replace(/\.html$/, '.txt')), `/* RSC payload of ${name} */\n`);
    for (const [, src] of readFileSync(path.join(copy, name), 'utf8').matchAll(/<script src="([^"]+)"/g)) {
      const file = path.join(copy, ...src!.split('/'));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `/* ${src} */\n`);
    }
  }
  return copy;
}

const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
/** Changes a fixture page's markup as a future Next or a content edit might. */
const edit = (name: string, from: string | RegExp, to: string) => {
  const html = read(name);
  const changed = html.replace(from, to);
  expect(changed).not.toBe(html);
  writeFileSync(path.join(dir, name), changed);
};
/** The transforms that edit pages: the search index needs a whole site (searchIndex.test.ts), the fixture holds three pages. */
const pageTransforms = transforms.filter((t) => t.name !== 'search-index');
const run = (...chosen: (typeof transforms)[number][]) => postbuild(dir, chosen);
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a contract failure');
};

beforeEach(() => {
  dir = freshExport();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('inline-css', () => {
  it('writes each stylesheet into the page before its link, which stays but disabled', () => {
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(read(article))![1]!;
    run(inlineCss);
    const html = read(article);
    expect(html).toMatch(new RegExp(`<style data-href="${href}">[^<]+</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`));
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    check(dir, [inlineCss]);
  });

  it('makes relative url()s absolute, since the rules now sit in a page at another path', () => {
    run(inlineCss);
    const urls = [...read(article).matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.replace(/['"]/g, '')).toMatch(/^(\/|data:|#)/);
  });

  it('fails naming the page and the link when Next writes a stylesheet link of another shape', () => {
    edit('404.html', /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/, '<link rel="stylesheet" href="$1" data-precedence="next" media="print"/>');
    expect(failure(() => run(inlineCss)).message).toMatch(
      /^postbuild: inline-css: 404\.html: expected <link rel="stylesheet" href="\/_next\/static\/….css" data-precedence="…"\/> in the <head>, found <link rel="stylesheet" href="[^"]+" data-precedence="next" media="print"\/>$/,
    );
  });

  it('fails when a page links no stylesheet at all (no silent partial match)', () => {
    edit('404.html', /<link rel="stylesheet"[^>]*>/g, '');
    expect(failure(() => run(inlineCss)).message).toBe('postbuild: inline-css: 404.html: expected at least one <link rel="stylesheet">, found none');
  });
});

describe('defer-scripts', () => {
  it('holds every framework script until the first paint and adds one loader at the end of <body>', () => {
    const srcs = [...read('index.html').matchAll(/<script src="([^"]+)" async="">/g)].map((m) => m[1]);
    expect(srcs.length).toBeGreaterThan(0);
    run(deferScripts);
    const html = read('index.html');
    for (const src of srcs) expect(html).toContain(`<script data-src="${src}"></script>`);
    expect(html).not.toMatch(/<script src="[^"]+" async="">|<link rel="preload" as="script"/);
    expect(html).toContain(`<script>${loader}</script></body>`);
    check(dir, [deferScripts]);
  });

  it('fails naming the page and the script when a framework script has another shape', () => {
    edit(article, /<script src="([^"]+)" async=""><\/script>/, '<script src="$1" defer=""></script>');
    expect(failure(() => run(deferScripts)).message).toMatch(/^postbuild: defer-scripts: blog\/reading-your-ad-dashboard\.html: expected <script src=.*found <script src="[^"]+" defer=""><\/script>$/);
  });
});

describe('compile-hints', () => {
  it('puts the eager-compile hint on the first line of every chunk but the legacy polyfills', () => {
    run(compileHints);
    const html = read('index.html');
    const modern = [...html.matchAll(/<script src="([^"]+)" async="">/g)].map((m) => m[1]!);
    const legacy = [...html.matchAll(/<script src="([^"]+)" noModule="">/g)].map((m) => m[1]!);
    expect(legacy.length).toBeGreaterThan(0);
    for (const src of modern) expect(read(src.slice(1)).startsWith(compileHint)).toBe(true);
    for (const src of legacy) expect(read(src.slice(1)).startsWith(compileHint)).toBe(false);
    check(dir, [compileHints]);
  });

  it('fails when a page loads a chunk that is not in the export', () => {
    edit('404.html', /<script src="\/_next\/static\/chunks\/[^"]+" async="">/, '<script src="/_next/static/chunks/missing.js" async="">');
    expect(failure(() => run(compileHints)).message).toBe('postbuild: compile-hints: a page loads /_next/static/chunks/missing.js, which is not in the export');
  });
});

describe('csp', () => {
  const policy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)?.[1]?.replace(/&#x27;|&apos;/g, "'") ?? '';

  it("gives every page a policy, first after <meta charSet>, allowing its own inline scripts and style attributes by hash", () => {
    postbuild(dir, pageTransforms);
    for (const name of ['index.html', '404.html', article]) {
      const html = read(name);
      expect(html).toMatch(/^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/);
      expect(policy(html)).toMatch(/script-src 'self' 'sha256-/);
      expect(policy(html)).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    expect(policy(read('index.html'))).toContain("'unsafe-hashes'");
    check(dir, pageTransforms);
  });

  it.each([
    ['a script', '<script>window.__x1=1</script>', 'holds an inline script the build did not write: <script>window.__x1=1</script>'],
    ['a script dressed as data', '<script type="text/x-template">alert(1)</script>', 'holds an inline script the build did not write: <script type="text/x-template">alert(1)</script>'],
    ['a style element', '<style>body{display:none}</style>', 'holds a <style> the build did not write: <style>body{display:none}</style>'],
    ['a style attribute', '<p style="display:none">hidden</p>', 'holds a style attribute the code does not write: <p style="display:none">'],
  ])('fails the build naming page and snippet when an article body holds %s', (_, injected, message) => {
    edit(article, /(<article[^>]*>)/, `$1${injected}`);
    expect(failure(() => postbuild(dir, pageTransforms)).message).toBe(`postbuild: csp: ${article}: ${message}`);
  });

  it.each([
    ['face', (href: string) => `<style data-precedence="${devanagariFaceStyle.precedence}" data-href="${devanagariFaceStyle.href}">${devanagariFaceCss(href)}</style>`, devanagariFaceCss],
    ['face\'s script', (href: string) => `<script>${devanagariFaceScript(href)}</script>`, devanagariFaceScript],
  ])("allows a Hindi or Marathi page's Devanagari %s, exactly as the layout writes it, by its hash, and only for a cut in the export", (_, element, text) => {
    const href = `/fonts/${cutFileName(new Uint8Array([1]))}`;
    edit('index.html', '</head>', `${element(href)}</head>`);
    expect(failure(() => postbuild(dir, pageTransforms)).message).toBe(`postbuild: csp: index.html: refers to ${href}, which is not in the export`);
    mkdirSync(path.join(dir, 'fonts'));
    writeFileSync(path.join(dir, ...href.split('/')), 'woff2');
    postbuild(dir, pageTransforms);
    check(dir, pageTransforms);
    expect(read('index.html')).toContain(`'sha256-${createHash('sha256').update(text(href)).digest('base64')}'`);
  });

  it("refuses a script that is the Devanagari face's script with anything added or another address", () => {
    const href = `/fonts/${cutFileName(new Uint8Array([1]))}`;
    mkdirSync(path.join(dir, 'fonts'));
    writeFileSync(path.join(dir, ...href.split('/')), 'woff2');
    for (const script of [`${devanagariFaceScript(href)};alert(1)`, devanagariFaceScript('https://example.com/fonts/noto-sans-devanagari.0123456789.woff2')]) {
      edit(article, /(<article[^>]*>)/, `$1<script>${script}</script>`);
      expect(failure(() => postbuild(dir, pageTransforms)).message).toMatch(new RegExp(`^postbuild: csp: ${article}: holds an inline script the build did not write`));
      edit(article, `<script>${script}</script>`, '');
    }
  });

  it('refuses a <style> that is the Devanagari face with anything added', () => {
    const href = `/fonts/${cutFileName(new Uint8Array([1]))}`;
    mkdirSync(path.join(dir, 'fonts'));
    writeFileSync(path.join(dir, ...href.split('/')), 'woff2');
    edit(article, /(<article[^>]*>)/, `$1<style>${devanagariFaceCss(href)}p{display:none}</style>`);
    expect(failure(() => postbuild(dir, pageTransforms)).message).toMatch(new RegExp(`^postbuild: csp: ${article}: holds a <style> the build did not write`));
  });

  it('reads "<script" written as text inside an attribute (an article link\'s title, an image\'s alt) as text, as a browser does', () => {
    edit(article, /(<article[^>]*>)/, '$1<p><a href="/services" title="<script>x</script>">a link</a><img src="/art/hero.svg" alt="<style>not a style" width="1" height="1"/></p>');
    postbuild(dir, pageTransforms);
    check(dir, pageTransforms);
  });

  it('never computes a hash for content: a script that mimics flight data but runs code is refused', () => {
    edit(article, /(<article[^>]*>)/, '$1<script>self.__next_f.push([1,"x"]);alert(1)</script>');
    expect(failure(() => postbuild(dir, pageTransforms))).toBeInstanceOf(ContractError);
  });

  // What React writes for a part it finishes after the page's shell, as a React 19 build wrote it.
  it.each([
    ['the call that moves a part into place', '$RC("B:1","S:1")'],
    ['the timer that paces those moves', 'requestAnimationFrame(function(){$RT=performance.now()});'],
  ])("refuses React's script for a part written after the shell (%s), and says to render the part in place", (_, script) => {
    edit('index.html', '</body>', `<script>${script}</script></body>`);
    expect(failure(() => postbuild(dir, pageTransforms)).message).toBe(
      `postbuild: csp: index.html: holds an inline script the build did not write: <script>${script}</script> (React writes such a script for a part of the page it finishes after the page's shell: render that part in place, as components/ui/WhenNear does, so the page reads in order without JavaScript)`,
    );
  });

  it.each([
    ['a React call carrying a second statement', '$RC("B:1","S:1");fetch("/x")'],
    ['a React runtime name bound to other code', '$RX=function(){document.body.remove()}'],
    ['a React timer running other code', 'requestAnimationFrame(function(){$RT=performance.now();alert(1)});'],
  ])('never computes a hash for a script dressed as React\'s runtime: %s', (_, script) => {
    edit(article, /(<article[^>]*>)/, `$1<script>${script}</script>`);
    expect(failure(() => postbuild(dir, pageTransforms)).message).toMatch(new RegExp(`^postbuild: csp: ${article.replace(/[./]/g, '\\$&')}: holds an inline script the build did not write`));
  });

  it('fails after the build when a finished page has been changed', () => {
    postbuild(dir, pageTransforms);
    edit(article, '</body>', '<script>window.__x1=1</script></body>');
    expect(failure(() => check(dir, pageTransforms)).message).toMatch(/^postbuild: csp: blog\/reading-your-ad-dashboard\.html: holds an inline script the build did not write/);
  });
});

describe('the postbuild as a whole', () => {
  it('reads each page once and writes pages that pass every contract', () => {
    const log = postbuild(dir, pageTransforms);
    expect(log.map((line) => line.split(':')[0])).toEqual(['flight-payloads', ...pageTransforms.map((t) => t.name)]);
    expect(check(dir, pageTransforms).pages.size).toBe(3);
  });

  it('refuses two transforms editing the same markup', () => {
    const page = new Page('x.html', '<html><head></head><body><p>a</p></body></html>');
    const p = page.doc.querySelector('p')!;
    page.replace(p, '<p>b</p>', 'one');
    page.remove(p, 'two');
    expect(() => page.render()).toThrow('postbuild: two: x.html: edits markup that one already changed');
  });

  it('refuses to run twice over the same export', () => {
    postbuild(dir, pageTransforms);
    expect(() => postbuild(dir, pageTransforms)).toThrow(ContractError);
    expect(loadSite(dir).pages.size).toBe(3);
  });
});

describe('what every transform states', () => {
  it.each(transforms.map((t) => [t.name, t]))('%s says what it expects', (_, t) => {
    expect(t.contract.length).toBeGreaterThan(20);
  });
  it('names are unique', () => expect(new Set(transforms.map((t) => t.name)).size).toBe(transforms.length));
  it('csp comes last, after everything that writes inline code', () => expect(transforms.at(-1)).toBe(csp));
});

describe('host files at the largest content the site takes, in every edition', () => {
  // Each collection at the most it takes (its `count` in lib/content/collections/), with tag pages
  // and list pages, in English at SPEC's spellings and in Hindi and Marathi under their prefixes in lower
  // case, each edition with its own 404 page (docs/product-rules.md#languages).
  const most = (name: (typeof registry.collections)[number]['name']) => registry.collections.find((c) => c.name === name)!.count.max;
  /** The last service's number: one more has no page. */
  const lastService = most('services') - 1;
  const page = (p: string) => ({ canonical: p.toLowerCase(), paths: [...new Set([p, p.toLowerCase()])] });
  const edition = (prefix: string) => {
    const at = (p: string) => (prefix ? page(`${prefix}${p === '/' ? '' : p.toLowerCase()}`) : page(p));
    return [
      at('/'),
      at('/Services'),
      at('/WhoWeAre'),
      at('/BlogPage'),
      at('/work'),
      ...Array.from({ length: most('services') }, (_, i) => at(`/a-service-with-a-long-address-${i}`)),
      ...Array.from({ length: most('sectors') }, (_, i) => at(`/a-sector-with-a-long-address-${i}`)),
      ...Array.from({ length: most('articles') }, (_, i) => at(`/blog/an-article-with-a-long-address-${i}`)),
      ...Array.from({ length: 60 }, (_, i) => at(`/blog/tag/topic-${i}`)),
      ...Array.from({ length: 42 }, (_, i) => at(`/blogpage/${i + 2}`)),
      ...Array.from({ length: most('work') }, (_, i) => at(`/work/a-case-study-${i}`)),
      ...Array.from({ length: most('services') }, (_, i) => at(`/work/service/a-service-with-a-long-address-${i}`)),
      ...Array.from({ length: most('sectors') }, (_, i) => at(`/work/sector/a-sector-with-a-long-address-${i}`)),
      ...(prefix ? [{ canonical: `${prefix}/404`, paths: [`${prefix}/404`], notFound: true }] : []),
    ];
  };
  const routes = ['', '/hi', '/mr'].flatMap(edition);
  const cloudFront = cloudFrontFunction(routes);
  const handler = vm.runInNewContext(`${cloudFront}\nhandler`) as (event: object) => { uri?: string; statusCode?: number; headers?: { location: { value: string } } };
  const request = (uri: string) => handler({ request: { uri, querystring: {} } });

  it('stay within what Cloudflare Pages and CloudFront take, a rule per section and per edition instead of per page', () => {
    const headers = headersFile(routes);
    expect(() => checkHostLimits({ headers, routes: cloudflareRoutes(routes, ['_next', 'art', 'admin', 'blog', 'work', 'hi', 'mr']), cloudFront })).not.toThrow();
    for (const rule of ['/blog/*', '/work/*', '/hi/*', '/mr/*']) expect(headers).toContain(`\n${rule}\n`);
    expect(headers).not.toContain('/blog/an-article-with-a-long-address-1\n');
    expect(headers).not.toMatch(/^\/(hi|mr)\/(?!\*)/m);
    expect(headers.split('\n').filter((l) => l.startsWith('/')).length).toBeLessThanOrEqual(hostLimits.headersRules);
    expect(Buffer.byteLength(cloudFront)).toBeLessThan(hostLimits.cloudFrontBytes);
  });

  it('the CloudFront function serves a section page from its file and moves other spellings there, in every edition', () => {
    expect(request('/work/a-case-study-3')).toMatchObject({ uri: '/work/a-case-study-3.html' });
    expect(request('/Work/A-Case-Study-3/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/work/a-case-study-3' } } });
    expect(request('/SERVICES')).toMatchObject({ statusCode: 301, headers: { location: { value: '/services' } } });
    expect(request('/whoweare')).toMatchObject({ uri: '/whoweare.html' });
    expect(request('/hi/work/a-case-study-3')).toMatchObject({ uri: '/hi/work/a-case-study-3.html' });
    expect(request('/HI/Blog/An-Article-With-A-Long-Address-7')).toMatchObject({ statusCode: 301, headers: { location: { value: '/hi/blog/an-article-with-a-long-address-7' } } });
    expect(request(`/Mr/A-Service-With-A-Long-Address-${lastService}`)).toMatchObject({ statusCode: 301, headers: { location: { value: `/mr/a-service-with-a-long-address-${lastService}` } } });
    expect(request(`/mr/a-service-with-a-long-address-${lastService}`)).toMatchObject({ uri: `/mr/a-service-with-a-long-address-${lastService}.html` });
  });

  it("the CloudFront function sends an edition's unknown address to its 404 page, and its viewer response makes that a 404", () => {
    expect(request(`/hi/a-service-with-a-long-address-${lastService + 1}`)).toMatchObject({ uri: '/hi/404.html' });
    expect(request('/MR/404/')).toMatchObject({ uri: '/mr/404.html' });
    const respond = (uri: string) => handler({ context: { eventType: 'viewer-response' }, request: { uri, querystring: {} }, response: { statusCode: 200, headers: {} } });
    expect(respond(`/hi/a-service-with-a-long-address-${lastService + 1}`)).toMatchObject({ statusCode: 404 });
    expect(respond('/hi/404.html')).toMatchObject({ statusCode: 404 });
    expect(respond(`/hi/a-service-with-a-long-address-${lastService}`)).toMatchObject({ statusCode: 200 });
  });

  it('stops the build naming the file a host would refuse', () => {
    const many = Array.from({ length: 120 }, (_, i) => `/page-${i}\n  Cache-Control: x\n`).join('\n');
    expect(() => checkHostLimits({ headers: many, routes: '{"include":["/*"],"exclude":[]}', cloudFront: 'x'.repeat(11 * 1024) })).toThrow(
      /out\/_headers has 120 rules; Cloudflare Pages reads 100.*cloudfront-function\.js is 11264 bytes/,
    );
  });
});
