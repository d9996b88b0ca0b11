/**
 * @jest-environment node
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { articleHtmlSchema } from './articleHtmlSchema';
import { markdownProblem, maxNesting, renderMarkdown, sourceNesting } from './renderMarkdown';

const siteUrl = 'https://www.ekchhat.example';
const render = (markdown: string) => renderMarkdown(markdown, siteUrl);
const elements = (html: string) => parse(html).querySelectorAll('*');

/** The attributes an element may keep, as HTML names them. */
const allowedAttributes: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  code: ['class'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const safeUrl = /^(https?:|mailto:|tel:|\/(?![/\\])|#|[^:]*$)/i;

/** What a visitor's browser could run or load from elsewhere in the output, one line each. */
function hazards(html: string): string[] {
  return elements(html).flatMap((el: HTMLElement) => {
    const tag = el.tagName.toLowerCase();
    const found: string[] = [];
    if (!articleHtmlSchema.tagNames!.includes(tag)) found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(el.attributes)) {
      if (!(allowedAttributes[tag] ?? []).includes(name.toLowerCase())) found.push(`${name} on <${tag}>`);
      if ((name === 'href' || name === 'src') && !safeUrl.test(value.trim())) found.push(`${name}=${value}`);
      if (name === 'src' && !value.startsWith('/')) found.push(`image from elsewhere: ${value}`);
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer') found.push('target without rel');
    return found;
  });
}

/** OWASP's filter-evasion kinds, as an editor could type them into an article. */
const hostile = [
  '<script>window.__x1=1</script>',
  '<style>body{display:none}</style>',
  '<iframe src="https://evil.example/"></iframe>',
  '<a href="javascript:window.__x4=1">click</a>',
  '<img src=x onerror="window.__x5=1">',
  '<ScRiPt>window.__x6=1</sCrIpT>',
  '<IMG SRC="jav&#x09;ascript:alert(1)">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href=" JaVaScRiPt:alert(1)">case</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload="alert(1)"><circle r="4"/></svg>',
  '<svg><foreignObject><iframe src="https://evil.example/"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example/"><button>Send</button></form>',
  '<p style="background:url(https://evil.example/)">styled</p>',
  '<details open ontoggle="alert(1)">x</details>',
  '<a href="https://evil.example/" ping="https://evil.example/ping">ping</a>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<img src="//evil.example/x.png" alt="elsewhere">',
  '<img src="/\\evil.example/x.png" alt="elsewhere">',
  '<a href="https://evil.example/" target="_blank">new tab</a>',
  '[md link](javascript:alert(1))',
  '[md link](JAVASCRIPT:alert(1))',
  '<javascript:alert(1)>',
  '![md image](javascript:alert(1))',
  '![md image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![md image](https://evil.example/x.png)',
  '[ref link][r]\n\n[r]: javascript:alert(1)',
  '[title](https://example.com "a\\" onmouseover=\\"alert(1)")',
  '![alt" onerror="alert(1)](/art/hero.svg)',
  '<!--<img src=x onerror=alert(1)>-->',
  '<a href="/x" onclick="alert(1)">click</a>',
  '<video src="/x.mp4" onerror="alert(1)"></video>',
];

describe('an article’s Markdown', () => {
  it.each(hostile)('keeps nothing that could run or load from elsewhere: %s', (payload) => {
    const { html, dropped } = render(`Before the payload.\n\n${payload}\n\nAfter the payload.`);
    expect(hazards(html)).toEqual([]);
    expect(html).toContain('<p>Before the payload.</p>');
    expect(html).toContain('<p>After the payload.</p>');
    // A quote inside a Markdown title or alt text stays text inside the attribute: nothing to report.
    if (!/onmouseover|alt"/.test(payload)) expect(dropped.length).toBeGreaterThan(0);
    for (const item of dropped) expect(item.line).toBe(3);
  });

  it('reports each of the six lines of the security review, on its own line', () => {
    const body = [
      'An article with a few additions.',
      '<script>window.__x1=1</script>',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example/"></iframe>',
      '<a href="javascript:window.__x4=1">a link</a>',
      '<img src=x onerror="window.__x5=1">',
      '<a href="https://example.com/" target="_blank">outside</a>',
    ].join('\n\n');
    const { html, dropped } = render(body);
    expect(dropped.map((d) => [d.line, d.what])).toEqual([
      [3, '<script> and everything inside it'],
      [5, '<style> and everything inside it'],
      [7, '<iframe> and everything inside it'],
      [9, expect.stringContaining('the link to "javascript:window.__x4=1"')],
      [11, 'the onerror attribute of <img>'],
      [11, expect.stringContaining('the image "x"')],
      [13, 'the target attribute of <a>'],
    ]);
    expect(html).toContain('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">outside</a>');
    expect(html).toContain('<a>a link</a>');
  });

  it('keeps what an article is made of, unchanged and unreported', () => {
    const body = [
      '## A section',
      'Text with *emphasis*, **strength**, `code` and ~~a change~~.',
      '> A quote',
      '- one\n- two',
      '3. three\n4. four',
      '| Channel | Leads |\n| --- | ---: |\n| Search | 42 |',
      '```js\nconst x = 1;\n```',
      '<figure><img src="/art/hero.svg" alt="The studio" width="560" height="480"><figcaption>Our roof</figcaption></figure>',
      '![A drawing](/art/hero.svg "The hero")',
      '[Services](/services), [mail](mailto:hello@ekchhat.example), [call](tel:+919000012345), [this site](https://www.ekchhat.example/about)',
    ].join('\n\n');
    const { html, dropped } = render(body);
    expect(dropped).toEqual([]);
    expect(hazards(html)).toEqual([]);
    for (const fragment of [
      '<h2>A section</h2>',
      '<em>emphasis</em>',
      '<strong>strength</strong>',
      '<code>code</code>',
      '<del>a change</del>',
      '<blockquote>',
      '<ol start="3">',
      '<td>42</td>',
      '<code class="language-js">',
      '<figcaption>Our roof</figcaption>',
      '<img src="/art/hero.svg" alt="A drawing" title="The hero"/>',
      '<a href="/services">Services</a>',
      '<a href="mailto:hello@ekchhat.example">mail</a>',
      '<a href="tel:+919000012345">call</a>',
      '<a href="https://www.ekchhat.example/about">this site</a>',
    ])
      expect(html).toContain(fragment);
  });

  it('opens links to other sites in a new tab without handing them the page', () => {
    const { html } = render('[one](https://example.com/a) and [two](http://example.org) and <https://example.net>');
    const links = parse(html).querySelectorAll('a');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('keeps alt texts and titles inside their attributes', () => {
    const { html } = render('![A "quoted" <b>alt</b>](/art/hero.svg "Title \\" onload=\\"x")');
    const image = parse(html).querySelector('img')!;
    expect(Object.keys(image.attributes).sort()).toEqual(['alt', 'src', 'title']);
    expect(image.getAttribute('alt')).toBe('A "quoted" <b>alt</b>');
    expect(image.getAttribute('title')).toBe('Title " onload="x');
  });

  // Input that makes a backtracking parser take minutes; a linear one takes about a second, even on a busy machine.
  it('renders a very long article in time', () => {
    const started = Date.now();
    const { html } = render(`${'word '.repeat(20_000)}\n\n${'<'.repeat(4_000)}\n\n${'[a]('.repeat(1_000)}`);
    expect(html.length).toBeGreaterThan(100_000);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});

describe('an article with something removed', () => {
  it('leaves no empty paragraph where the removed piece stood', () => {
    const { html } = render('One.\n\n<img src=x onerror="alert(1)">\n\nText <script>alert(1)</script>\n\nTwo.');
    expect(html).not.toContain('<p></p>');
    expect(html).toContain('<p>Text </p>');
  });
});

describe('how deeply an article nests, read from its source', () => {
  // The check must refuse these whether or not rendering them happens to run out of stack.
  it.each([
    ['5,000 <div> elements on one line', `Intro.\n\n${'<div>'.repeat(5000)}Deep.${'</div>'.repeat(5000)}`],
    ['2,000 quote markers', `${'> '.repeat(2000)}Deep.`],
    ['33 elements, one per paragraph', Array.from({ length: maxNesting + 1 }, (_, i) => `<section>Level ${i}`).join('\n\n')],
    ['33 lists each inside the last item of the one before', `${'<ul><li>Item '.repeat(maxNesting)}`],
  ])('refuses %s', (_, markdown) => {
    expect(sourceNesting(markdown)).toBeGreaterThan(maxNesting);
    expect(markdownProblem(markdown)).toMatch(/^is nested too deeply to show .*take out the extra levels/);
  });

  it.each([
    ['tags shown as code', `Write \`<div>\` around it.\n\n${'Use `<div>` here. '.repeat(60)}\n\n\`\`\`html\n${'<div>\n'.repeat(60)}\`\`\``],
    ['closed elements, void elements and self-closed ones', `${'<p>A <b>bold</b> word<br> and <img src="/art/hero.svg" alt="x"/></p>\n\n'.repeat(60)}`],
    ['a quote within a quote', '> One\n>\n> > Two'],
    // HTML closes these by themselves: the next <p>, <li>, <dt>, <tr> or <td>, or their parent's end tag.
    ['paragraphs and list items whose end tags are left out', `${'<p>A paragraph\n\n'.repeat(40)}<ul>${'<li>An item '.repeat(40)}</ul>\n\n<dl>${'<dt>Term<dd>Meaning '.repeat(40)}</dl>`],
    ['a table whose rows and cells are left open', `<table>${'<tr><td>One<td>Two<th>Three'.repeat(40)}</table>`],
    ['a block element that ends the open paragraph', `${'<p>Text <div>Box</div>\n\n'.repeat(40)}`],
  ])('lets %s through', (_, markdown) => {
    expect(sourceNesting(markdown)).toBeLessThanOrEqual(maxNesting);
    expect(markdownProblem(markdown)).toBeUndefined();
  });
});
