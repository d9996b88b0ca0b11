import type { Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * What an article's Markdown may become in the page (docs/product-rules.md#content): the
 * elements an article needs, the attributes they need, and links and images by scheme. Every
 * other element, attribute and URL is removed at build time, whoever wrote it.
 */
export const articleHtmlSchema: SanitizeSchema = {
  tagNames: [
    // The page's title is its only level-1 heading.
    ...['h2', 'h3', 'h4', 'h5', 'h6'],
    ...['p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li'],
    ...['strong', 'em', 'b', 'i', 'del', 'code', 'pre'],
    ...['a', 'img', 'figure', 'figcaption'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    // Fenced code keeps the language it names, for a highlighter the site may add.
    code: [['className', /^language-[\w+-]+$/]],
    th: ['colSpan', 'rowSpan'],
    td: ['colSpan', 'rowSpan'],
  },
  // Relative addresses always pass; any other must use one of these schemes (images are held
  // to the site's own files by keepSiteImages).
  protocols: { href: ['https', 'http', 'mailto', 'tel'], src: ['https', 'http'] },
  // Removed with everything inside them; any other element not listed keeps its text.
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'select', 'title'],
  required: {},
  ancestors: {},
  allowComments: false,
  allowDoctypes: false,
  clobber: [],
};

/** An image of the site itself: one path from the root, never another host (`//host`, `/\host`). */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])/.test(url) && !/[\s\\]/.test(url);
