import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';
import { optimize } from 'svgo';

/**
 * Client logos may be SVG, and an SVG is a document that can carry code: scripts, event handlers,
 * HTML inside <foreignObject>, style sheets and links to other hosts. The build serves only the
 * copy this leaves (docs/product-rules.md#photos): the drawing itself, with no style sheet, no
 * style attribute and references only inside the file, judged as a browser reads the served file
 * on its own (as XML, where an xmlns on any element switches what its contents are).
 */

const svgNamespace = 'http://www.w3.org/2000/svg';
const xlinkNamespace = 'http://www.w3.org/1999/xlink';
const xmlNamespace = 'http://www.w3.org/XML/1998/namespace';
const xmlnsNamespace = 'http://www.w3.org/2000/xmlns/';

/**
 * What a value read as CSS (a presentation attribute: fill, stroke, filter, cursor, ...) may call:
 * colours, transforms and url(#id), which points inside the drawing. An allow-list, because CSS
 * keeps adding ways to fetch (url(), image-set(), image(), src(), cross-fade(), ...).
 */
const cssFunctions = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'matrix', 'translate', 'scale', 'rotate', 'skewx', 'skewy', 'url']);
/** An href that stays inside the drawing. */
const internalHref = /^\s*#/;

/** Why an attribute's value could reach outside the drawing once read as CSS, or undefined when it cannot. */
function unsafeValue(value: string): string | undefined {
  // An escape spells any name (u\72l( is url(): nothing a logo needs.
  if (value.includes('\\')) return 'a CSS escape';
  // A function is a name followed at once by "(" (CSS's function token); "Acme (India)" calls nothing.
  for (const [, name = ''] of value.matchAll(/([A-Za-z_-][\w-]*)\(/g)) {
    if (!cssFunctions.has(name.toLowerCase())) return `${name}()`;
  }
  for (const [, target = ''] of value.matchAll(/url\(\s*['"]?([^'")]*)/gi)) {
    if (!target.startsWith('#')) return 'an external url()';
  }
  return undefined;
}

const purifyConfig: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // Nothing that embeds another document, links away or styles: a logo is a picture, not a page.
  FORBID_TAGS: ['foreignObject', 'script', 'style', 'a', 'iframe', 'object', 'embed', 'audio', 'video', 'animate', 'set', 'animateMotion', 'animateTransform'],
  FORBID_ATTR: ['style'],
  ADD_FORBID_CONTENTS: ['foreignObject', 'script', 'style'],
  // <use> repeats a shape of the same drawing; the href hook below keeps it inside the file.
  ADD_TAGS: ['use'],
  RETURN_DOM: true,
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
 * Style sheets and style attributes become presentation attributes where they are plain ones
 * (fill, stroke, font, ...): a design tool writes a logo's colours that way (Illustrator a style
 * sheet of classes, Inkscape style attributes), and they would be lost with the styles. What is
 * left of any style is removed afterwards; `sheetLost` says whether a style sheet held more than
 * could be moved (svgo's own clean-up, run on a second copy, tells: it drops every rule it moved,
 * and the ids and classes they used, which the served copy keeps for <use> and url(#id)).
 * Unreadable CSS is left as it is, to be removed and reported.
 */
function stylesToAttributes(text: string): { text: string; sheetLost: boolean } {
  const run = (removeMatchedSelectors: boolean) =>
    optimize(text, {
      multipass: false,
      plugins: [{ name: 'inlineStyles', params: { onlyMatchedOnce: false, removeMatchedSelectors, useMqs: [''] } }, 'convertStyleToAttrs'],
    }).data;
  try {
    return { text: run(false), sheetLost: /<style[\s>]/.test(run(true)) };
  } catch {
    return { text, sheetLost: true };
  }
}

/**
 * The last word, on the copy as a browser parses the served file: only SVG elements, no style,
 * no processing instruction or comment, no namespace switch, and no attribute that could reach
 * outside the drawing. Removes what fails, and says what.
 */
function holdToTheDrawing(root: Element, removed: string[]) {
  const note = (line: string) => {
    if (!removed.includes(line)) removed.push(line);
  };
  const walk = (node: Node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === child.PROCESSING_INSTRUCTION_NODE || child.nodeType === child.COMMENT_NODE) {
        child.parentNode?.removeChild(child);
        continue;
      }
      if (child.nodeType !== child.ELEMENT_NODE) continue;
      const element = child as Element;
      if (element.namespaceURI !== svgNamespace || element.localName === 'style') {
        note(`<${element.localName}>${element.namespaceURI === svgNamespace ? '' : ' (not an SVG element)'}`);
        element.parentNode?.removeChild(element);
        continue;
      }
      holdAttributes(element, element === root, note);
      walk(element);
    }
  };
  holdAttributes(root, true, note);
  walk(root);
}

function holdAttributes(element: Element, isRoot: boolean, note: (line: string) => void) {
  for (const attribute of [...element.attributes]) {
    const where = `${attribute.name} attribute on <${element.localName}>`;
    const namespace = attribute.namespaceURI;
    let why: string | undefined;
    if (namespace === xmlnsNamespace) {
      // The serializer declares the drawing's own namespaces on the root; any other switches what follows.
      if (!isRoot || ![svgNamespace, xlinkNamespace].includes(attribute.value)) why = 'a namespace switch';
    } else if (namespace !== null && namespace !== xlinkNamespace && !(namespace === xmlNamespace && attribute.localName === 'space')) why = 'another namespace';
    else if (attribute.localName === 'style') why = 'a style';
    else if (attribute.localName.toLowerCase().startsWith('on')) why = 'an event handler';
    else if (attribute.localName === 'href') why = internalHref.test(attribute.value) ? undefined : 'an external reference';
    else why = unsafeValue(attribute.value);
    if (why) {
      element.removeAttributeNode(attribute);
      note(`${where} (${why})`);
    }
  }
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
  const note = (line: string) => {
    if (!removed.includes(line)) removed.push(line);
  };
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    const where = `on <${node.localName}>`;
    // Whatever a style attribute still holds is not a plain presentation attribute: it goes (FORBID_ATTR), named once below.
    if (name === 'style') return;
    if (name.startsWith('on')) {
      data.keepAttr = false;
      note(`${data.attrName} attribute ${where}`);
    } else if (name === 'xmlns' || name.startsWith('xmlns:')) {
      // The serializer writes the namespaces the drawing uses; a declaration of its own could switch one.
      data.keepAttr = false;
    } else if ((name === 'href' || name === 'xlink:href') && !internalHref.test(value)) {
      data.keepAttr = false;
      note(`${/^\s*javascript:/i.test(value) ? 'javascript: link' : 'external reference'} (${data.attrName}) ${where}`);
    } else if (unsafeValue(value)) {
      data.keepAttr = false;
      note(`external reference (${data.attrName}, ${unsafeValue(value)}) ${where}`);
    }
  });
  const styled = stylesToAttributes(text.replace(prolog, ''));
  const body = purify.sanitize(styled.text, purifyConfig) as unknown as HTMLElement;
  for (const item of purify.removed) {
    if ('element' in item && item.element) {
      const tag = (item.element as Element).localName ?? item.element.nodeName;
      // DOMPurify's own wrapper around the parsed markup, not part of the drawing; a style sheet whose every rule is now attributes.
      if (tag === 'body' || (tag === 'style' && !styled.sheetLost)) continue;
      if (!removed.some((r) => r.startsWith(`<${tag}>`))) removed.push(`<${tag}>`);
    } else if ('attribute' in item && item.attribute) {
      if (/^xmlns(:|$)/i.test(item.attribute.name)) continue;
      const line = `${item.attribute.name} attribute on <${(item.from as Element).localName}>`;
      if (!removed.some((r) => r.includes(item.attribute!.name))) removed.push(line);
    }
  }
  const drawing = body.querySelector('svg');
  if (!drawing) return { problem: 'holds nothing a logo can show once scripts and external content are removed' };

  // Judged again as the browser will read it: the XML of what DOMPurify left.
  const xml = new JSDOM(new window.XMLSerializer().serializeToString(drawing), { contentType: 'image/svg+xml' }).window;
  holdToTheDrawing(xml.document.documentElement, removed);
  return { svg: `${new xml.XMLSerializer().serializeToString(xml.document.documentElement).trim()}\n`, removed };
}
