import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Client logos may be SVG, and an SVG is a document that can carry code: scripts, event handlers,
 * HTML inside <foreignObject>, links to other hosts. The build serves only the copy DOMPurify leaves
 * (docs/product-rules.md#photos): the drawing itself, with references only inside the file.
 */

const svgNamespace = 'http://www.w3.org/2000/svg';
/** url(#id) points inside the drawing; any other url() fetches from elsewhere. */
const externalUrl = /url\(\s*(?!['"]?#)/i;
/** An href that stays inside the drawing. */
const internalHref = /^\s*#/;
/** Style sheets can import and fetch as well. */
const fetchingCss = /@import|url\(\s*(?!['"]?#)|expression\s*\(|behaviou?r\s*:/i;

const purifyConfig: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // Nothing that embeds another document or links away: a logo is a picture, not a page.
  FORBID_TAGS: ['foreignObject', 'script', 'a', 'iframe', 'object', 'embed', 'audio', 'video', 'animate', 'set', 'animateMotion', 'animateTransform'],
  ADD_FORBID_CONTENTS: ['foreignObject', 'script'],
  // <use> repeats a shape of the same drawing; the href hook below keeps it inside the file.
  ADD_TAGS: ['use'],
};
/** The XML declaration and doctype go: DOMPurify parses as HTML, which keeps SVG's mixed-case names. */
const prolog = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*/i;

export interface SanitizedSvg {
  /** The drawing as the site serves it. */
  svg: string;
  /** What was taken out, one line each ("<script>", "onload attribute on <svg>", ...), for the editor. */
  removed: string[];
}

/**
 * The sanitised copy of an uploaded SVG, or why it cannot be one (not well-formed, no <svg> root,
 * nothing left to draw). Removing is not refusing: the logo still shows, without the code.
 */
export function sanitizeSvg(text: string): SanitizedSvg | { problem: string } {
  const notSvg = { problem: 'is not a well-formed SVG drawing (its root must be <svg xmlns="http://www.w3.org/2000/svg">)' };
  let root: Element;
  try {
    root = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
  } catch (error) {
    return { problem: `${notSvg.problem}: ${(error as Error).message.replace(/^about:blank:/, 'at ')}` };
  }
  if (root.localName !== 'svg' || root.namespaceURI !== svgNamespace) return notSvg;

  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const removed: string[] = [];
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    const where = `on <${node.nodeName}>`;
    if (name.startsWith('on')) {
      data.keepAttr = false;
      removed.push(`${data.attrName} attribute ${where}`);
    } else if ((name === 'href' || name === 'xlink:href') && !internalHref.test(value)) {
      data.keepAttr = false;
      removed.push(`${/^\s*javascript:/i.test(value) ? 'javascript: link' : 'external reference'} (${data.attrName}) ${where}`);
    } else if (name === 'style' ? fetchingCss.test(value) : externalUrl.test(value)) {
      data.keepAttr = false;
      removed.push(`external reference (${data.attrName}) ${where}`);
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && fetchingCss.test(node.textContent ?? '')) {
      node.parentNode?.removeChild(node);
      removed.push('<style> that fetches from elsewhere');
    }
  });
  const svg = purify.sanitize(text.replace(prolog, ''), purifyConfig) as unknown as string;
  for (const item of purify.removed) {
    if ('element' in item && item.element) {
      const tag = item.element.nodeName;
      // DOMPurify's own wrapper around the parsed markup, not part of the drawing.
      if (tag === 'BODY') continue;
      if (!removed.some((r) => r.startsWith(`<${tag}>`))) removed.push(`<${tag}>`);
    } else if ('attribute' in item && item.attribute) {
      const line = `${item.attribute.name} attribute on <${item.from.nodeName}>`;
      if (!removed.some((r) => r.includes(item.attribute!.name))) removed.push(line);
    }
  }
  if (!/<svg[\s>]/.test(svg)) return { problem: 'holds nothing a logo can show once scripts and external content are removed' };
  return { svg: `${svg.trim()}\n`, removed };
}
