import type { Element, Nodes, Root } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { find, html as htmlSpace } from 'property-information';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { articleHtmlSchema, isSitePath } from './articleHtmlSchema';

/** Something an editor wrote that the page will not show, and the line of the Markdown it is on. */
export interface DroppedHtml {
  line: number;
  what: string;
}

export interface RenderedMarkdown {
  html: string;
  dropped: DroppedHtml[];
}

const stripped = new Set(articleHtmlSchema.strip ?? []);
const shown = (value: unknown) => {
  const text = String(value).replace(/\s+/g, ' ');
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
};
const attributeName = (property: string) => find(htmlSpace, property).attribute;

/** The element as the sanitiser leaves it, children aside; undefined when it removes the element. */
function sanitised(element: Element): Element | undefined {
  const clean = sanitize({ ...element, children: [] }, articleHtmlSchema);
  return clean.type === 'element' ? clean : undefined;
}

/**
 * Lists, before the sanitiser runs, everything it will remove, asking the sanitiser itself about
 * each element, so that the list and the page cannot disagree (docs/product-rules.md#content).
 */
function reportDropped(dropped: DroppedHtml[]) {
  return (tree: Root) => {
    visit(tree, (node: Nodes, _index, parent) => {
      const line = node.position?.start.line ?? parent?.position?.start.line ?? 0;
      if (node.type === 'comment') {
        dropped.push({ line, what: 'an HTML comment' });
        return;
      }
      if (node.type !== 'element') return;
      const clean = sanitised(node);
      if (!clean) {
        const inside = stripped.has(node.tagName) ? ' and everything inside it' : '';
        dropped.push({ line, what: `<${node.tagName}>${inside}` });
        return inside ? SKIP : undefined;
      }
      for (const [property, value] of Object.entries(node.properties)) {
        if (property in clean.properties) continue;
        const name = attributeName(property);
        if (property === 'href') dropped.push({ line, what: `the link to ${shown(value)} (links may use https:, http:, mailto:, tel: or a path of the site)` });
        else if (property === 'src') dropped.push({ line, what: `the image address ${shown(value)}` });
        else dropped.push({ line, what: `the ${name} attribute of <${node.tagName}>` });
      }
      const src = clean.properties.src;
      if (node.tagName === 'img' && (typeof src !== 'string' || !isSitePath(src))) {
        if (typeof src === 'string') dropped.push({ line, what: `the image ${shown(src)} (images must be the site's own files, /art/...)` });
        else dropped.push({ line, what: '<img> without an address of the site' });
      }
    });
  };
}

/** GitHub tables write their column alignment as a deprecated attribute; the site's styles align cells. */
function dropTableAlignment() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'th' || node.tagName === 'td') delete node.properties.align;
    });
  };
}

/** Images come from the site itself only: nothing another host serves is shown (docs/product-rules.md#content). */
function keepSiteImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'img' || !parent || index === undefined) return;
      const src = node.properties.src;
      if (typeof src === 'string' && isSitePath(src)) return;
      parent.children.splice(index, 1);
      return index;
    });
  };
}

/** A paragraph whose only content was removed leaves no empty gap in the article. */
function dropEmptyParagraphs() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'p' || !parent || index === undefined) return;
      if (node.children.some((child) => child.type !== 'text' || child.value.trim() !== '')) return;
      parent.children.splice(index, 1);
      return index;
    });
  };
}

/** Links to other sites open in a new tab, as the site's other outside links do, without handing it this page. */
function markExternalLinks(siteUrl: string) {
  const site = new URL(siteUrl);
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string') return;
      const target = new URL(href, site);
      if ((target.protocol === 'https:' || target.protocol === 'http:') && target.host !== site.host) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
    });
  };
}

/**
 * An article's Markdown as the HTML of its page, at build time (docs/product-rules.md#content):
 * GitHub-flavoured Markdown, raw HTML parsed and then held to the article allowlist, only the
 * site's own images, outside links in a new tab with rel="noopener noreferrer". Also returns
 * what was removed, by line of the Markdown, for the content check to tell the editor.
 */
export function renderMarkdown(markdown: string, siteUrl: string): RenderedMarkdown {
  const dropped: DroppedHtml[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(dropTableAlignment)
    .use(reportDropped, dropped)
    .use(rehypeSanitize, articleHtmlSchema)
    .use(keepSiteImages)
    .use(dropEmptyParagraphs)
    .use(markExternalLinks, siteUrl)
    // Void elements written as React writes them (<img/>), the style html-validate holds the pages to.
    .use(rehypeStringify, { closeSelfClosing: true, tightSelfClosing: true });
  return { html: String(processor.processSync(markdown)), dropped };
}

/**
 * The deepest nesting an article's page shows: quotes within quotes, lists within lists, elements
 * within elements. No page layout needs more, and the renderers (this pipeline, then the browser's
 * layout) work recursively: thousands of levels exhaust their stack (docs/product-rules.md#content).
 */
export const maxNesting = 32;

/** How deeply the elements of rendered HTML nest (the HTML renderMarkdown writes: well formed, void elements self-closed). */
export function nestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [tag] of html.matchAll(/<\/?[a-z][^>]*>/gi)) {
    if (tag.startsWith('</')) depth--;
    else if (!tag.endsWith('/>')) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Elements whose end tag HTML lets a writer leave out, and the open elements their start tag
 * closes (the HTML standard's "optional tags"): `<li>` ends the open `<li>`, `<td>` the open cell.
 */
const endedBy: Record<string, readonly string[]> = {
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  tr: ['tr'],
  td: ['td', 'th'],
  th: ['td', 'th'],
  option: ['option'],
  optgroup: ['optgroup', 'option'],
  rt: ['rt', 'rp'],
  rp: ['rt', 'rp'],
};
/** Start tags that end an open `<p>`. */
const endsParagraph = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul']);
/** Elements with an optional end tag: a start tag looks for what it ends through these only. */
const optionalEnd = new Set(['p', ...Object.keys(endedBy)]);

/**
 * How deeply the Markdown source nests, read without rendering it: quote markers at the start of a
 * line, and HTML elements left open (outside code, which shows tags as text), counted as a browser
 * counts them: an end tag closes what is open inside its element, and a `<p>`, `<li>` or `<td>`
 * left open ends where HTML ends it. Rendering thousands of levels may or may not run out of stack
 * depending on how warm the engine is, so the check cannot rely on it alone: what the source shows
 * deeper than a page can is refused either way.
 */
export function sourceNesting(markdown: string): number {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
  let deepest = 0;
  for (const line of prose.split('\n')) deepest = Math.max(deepest, /^(?:[ \t]*>)*/.exec(line)![0].split('>').length - 1);
  const open: string[] = [];
  for (const [, closing, tagName, selfClosed] of prose.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(\/?)>/g)) {
    const name = tagName!.toLowerCase();
    if (closing) {
      // A stray end tag closes nothing.
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (endsParagraph.has(name) && open.at(-1) === 'p') open.pop();
    const ends = endedBy[name];
    if (ends) {
      // The outermost it ends among the open elements whose end tags may be left out (a new row ends the cell and its row).
      let ended = -1;
      for (let at = open.length - 1; at >= 0 && optionalEnd.has(open[at]!); at--) if (ends.includes(open[at]!)) ended = at;
      if (ended >= 0) open.length = ended;
    }
    if (!selfClosed && !voidElements.has(name)) deepest = Math.max(deepest, open.push(name));
  }
  return deepest;
}

/** Why a Markdown text cannot be shown, said as what to do, or undefined when its page can show it. */
export function markdownProblem(markdown: string): string | undefined {
  const tooDeep = `is nested too deeply to show (quotes within quotes, lists within lists or HTML elements within elements); a page shows at most ${maxNesting} levels: take out the extra levels`;
  const inSource = sourceNesting(markdown);
  if (inSource > maxNesting) return `${tooDeep} (it has ${inSource})`;
  try {
    const depth = nestingDepth(renderMarkdown(markdown, 'https://www.example.com').html);
    return depth > maxNesting ? `${tooDeep} (it has ${depth})` : undefined;
  } catch (error) {
    if (error instanceof RangeError) return tooDeep;
    throw error;
  }
}
