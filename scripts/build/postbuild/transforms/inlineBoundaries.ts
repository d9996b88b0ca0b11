// Each Suspense boundary's content in its place in the HTML (docs/product-rules.md#performance).
//
// React writes a boundary it completed after the page's shell as a hidden <div id="S:n"> at the end,
// with an inline script that calls $RC("B:n","S:n") to move it into its placeholder
// <!--$?--><template id="B:n"></template><!--/$-->. The home page's parts that load when near
// (components/ui/WhenNear) are such boundaries. In a static file there is no reason to wait: the
// move happens here, so the page reads in order without JavaScript and React hydrates the boundary
// exactly as it would after the script ran.
import type { HTMLElement } from 'node-html-parser';
import type { Page } from '../page';
import type { Transform } from '../site';

const name = 'inline-boundaries';
const call = (id: string) => `$RC("B:${id}","S:${id}")`;

function outlined(page: Page): HTMLElement[] {
  return page.doc.querySelectorAll('div[hidden]').filter((div) => /^S:\d+$/.test(div.id));
}

function moveInPlace(page: Page, segment: HTMLElement) {
  const id = segment.id.slice(2);
  const template = page.doc.querySelectorAll('template').filter((t) => t.id === `B:${id}`);
  if (template.length !== 1) throw page.fail(name, `boundary ${id}: expected one <template id="B:${id}">, found ${template.length}`);
  const open = template[0]!.previousSibling;
  const close = template[0]!.nextSibling;
  if (open?.nodeType !== 8 || page.text(open) !== '<!--$?-->' || close?.nodeType !== 8 || page.text(close) !== '<!--/$-->') {
    throw page.fail(name, `boundary ${id}: expected <!--$?--><template id="B:${id}"></template><!--/$-->`);
  }
  // The script that completes it: either the call alone or React's runtime followed by the call.
  const script = segment.nextElementSibling;
  if (script?.tagName !== 'SCRIPT' || !script.rawText.endsWith(call(id))) {
    throw page.fail(name, `boundary ${id}: expected the <script> right after <div hidden id="S:${id}"> to end with ${call(id)}`);
  }
  page.moveChildren(segment, open, close, '<!--$-->', '<!--/$-->', name);
  page.remove(script, name);
}

export const inlineBoundaries: Transform = {
  name,
  contract:
    'every <div hidden id="S:n"> has one <!--$?--><template id="B:n"></template><!--/$--> placeholder and is followed by the <script> ending in $RC("B:n","S:n"); at least one page has one',
  apply(site) {
    let moved = 0;
    let pages = 0;
    for (const page of site.pages.values()) {
      const segments = outlined(page);
      for (const segment of segments) moveInPlace(page, segment);
      moved += segments.length;
      if (segments.length) pages++;
      if (page.doc.querySelectorAll('template').some((t) => /^B:\d+$/.test(t.id) && !page.isReplaced(t))) {
        throw page.fail(name, 'holds a boundary placeholder with no content after the shell');
      }
    }
    // The home page's parts that load when near are boundaries: none at all means React writes them
    // differently now (or WhenNear has gone) and this transform must be looked at again.
    if (moved === 0) throw new Error(`postbuild: ${name}: no page in the export has an outlined boundary (<div hidden id="S:n">): has React changed how it writes them?`);
    return `${moved} boundaries moved into place on ${pages} page(s)`;
  },
  verify(site) {
    for (const page of site.pages.values()) {
      if (outlined(page).length || page.doc.querySelectorAll('template').some((t) => /^B:\d+$/.test(t.id))) {
        throw page.fail(name, 'still holds a boundary outside its place');
      }
      if (page.doc.querySelectorAll('script').some((s) => /\$RC\(/.test(s.rawText))) throw page.fail(name, 'still holds a $RC( script');
    }
  },
};
