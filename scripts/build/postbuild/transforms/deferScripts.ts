// Every page paints before its JavaScript is fetched (docs/product-rules.md#performance).
//
// Next writes the framework's scripts as <script async> (plus a low-priority preload of the entry
// chunk). On a phone they share the first round trips with the HTML and the font, and a script
// that arrives before the first frame runs first and holds the paint back while React hydrates.
// The page is complete HTML without them, so each waits until the first frame is on screen:
//
//   <script src="/_next/static/chunks/a.js" async="">  ->  <script data-src="/_next/static/chunks/a.js">
//
// and one small inline loader at the end of <body> turns them back into async scripts, in the same
// order, once the first contentful paint is on screen. Turbopack's chunk list (the inline TURBOPACK
// push) is untouched: the runtime finds the scripts by their src.
import type { HTMLElement } from 'node-html-parser';
import type { Page } from '../page';
import type { Transform } from '../site';

const name = 'defer-scripts';

/** The scripts start at the first contentful paint; without paint timing after the first frame; in a hidden tab at once; never later than this. */
export const latestMs = 4000;
export const loader =
  '(function(){var done=false;function load(){if(done)return;done=true;' +
  'document.querySelectorAll("script[data-src]").forEach(function(held){' +
  'var s=document.createElement("script");s.src=held.getAttribute("data-src");s.async=true;' +
  'held.parentNode.insertBefore(s,held.nextSibling)})}' +
  `setTimeout(load,${latestMs});` +
  'if(document.visibilityState==="hidden")return setTimeout(load,0);' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(load,0)});' +
  'new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0)}' +
  '}).observe({type:"paint",buffered:true})})()';

const asyncScript = /^<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>$/;
const scriptPreload = /^<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>$/;

const external = (page: Page): HTMLElement[] => page.doc.querySelectorAll('script[src]').filter((s) => !s.hasAttribute('nomodule'));

export const deferScripts: Transform = {
  name,
  contract:
    'every page has framework scripts, each exactly <script src="/_next/static/….js" async=""></script> (noModule polyfills aside), script preloads exactly <link rel="preload" as="script" fetchPriority="low" href="…"/>, and a </body>',
  apply(site) {
    let held = 0;
    for (const page of site.pages.values()) {
      const scripts = external(page);
      if (scripts.length === 0) throw page.fail(name, 'expected framework <script src> elements, found none');
      for (const script of scripts) {
        const match = asyncScript.exec(page.text(script));
        if (!match) throw page.fail(name, `expected <script src="/_next/static/….js" async=""></script>, found ${page.text(script)}`);
        page.replace(script, `<script data-src="${match[1]}"></script>`, name);
        held++;
      }
      for (const preload of page.doc.querySelectorAll('link[rel="preload"][as="script"]')) {
        if (!scriptPreload.test(page.text(preload))) throw page.fail(name, `expected a low-priority script preload, found ${page.text(preload)}`);
        page.remove(preload, name);
      }
      page.added.push({ tag: 'script', attributes: {}, text: loader, by: name });
      page.append(page.one(name, 'body'), `<script>${loader}</script>`, name);
    }
    return `${site.pages.size} pages fetch their ${held} framework script tags after the first paint`;
  },
  verify(site) {
    for (const page of site.pages.values()) {
      if (external(page).length) throw page.fail(name, `still loads ${external(page)[0]!.getAttribute('src')} before the first paint`);
      const loaders = page.doc.querySelectorAll('script').filter((s) => s.rawText === loader);
      if (loaders.length !== 1) throw page.fail(name, `expected one script loader, found ${loaders.length}`);
      if (page.doc.querySelectorAll('script[data-src]').length === 0) throw page.fail(name, 'holds no script for the loader');
    }
  },
};
