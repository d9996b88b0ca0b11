/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { sanitizeSvg } from './svg';

const hostile = readFileSync(path.join(__dirname, 'fixtures', 'hostile-logo.svg'), 'utf8');

/** The served copy, parsed as a browser parses an SVG file. */
function served(text: string) {
  const result = sanitizeSvg(text);
  if ('problem' in result) throw new Error(result.problem);
  const document = new JSDOM(result.svg, { contentType: 'image/svg+xml' }).window.document;
  return { result, document, all: [...document.querySelectorAll('*')] };
}

describe('an uploaded SVG logo', () => {
  it('loses its scripts, event handlers, foreignObject, external references and javascript: links', () => {
    const { result, all } = served(hostile);
    expect(result.svg).not.toMatch(/script|onload|onclick|onerror|foreignObject|javascript:|https?:\/\/(?!www\.w3\.org)/i);
    expect(all.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(all.map((el) => el.localName)).not.toEqual(expect.arrayContaining(['script']));
    expect(all.map((el) => el.localName)).not.toContain('foreignObject');
    expect(all.map((el) => el.localName)).not.toContain('a');
    // The editor is told what went.
    expect(result.removed.join('\n')).toMatch(/<script>/);
    expect(result.removed.join('\n')).toMatch(/onload/);
    expect(result.removed.join('\n')).toMatch(/foreignObject/);
    expect(result.removed.join('\n')).toMatch(/external reference/);
  });

  it('keeps the drawing: its shapes, gradient, inner references, text and size', () => {
    const { document } = served(hostile);
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 200 80');
    expect(document.querySelector('linearGradient#roof')).not.toBeNull();
    expect(document.querySelector('rect#mark')?.getAttribute('fill')).toBe('url(#roof)');
    expect(document.querySelector('circle')?.getAttribute('fill')).toBe('#f5b700');
    expect(document.querySelector('use[href="#mark"]')).not.toBeNull();
    expect(document.querySelector('text')?.textContent).toBe('Acme');
  });

  it('leaves a clean logo as it is drawn', () => {
    const clean = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10v10z" fill="#123456"/></svg>';
    const { result } = served(clean);
    expect(result.removed).toEqual([]);
    expect(result.svg).toContain('<path d="M0 0h10v10z" fill="#123456"/>');
  });

  it('is refused when it is not an SVG drawing at all', () => {
    expect(sanitizeSvg('<html><body><script>alert(1)</script></body></html>')).toEqual({ problem: expect.stringMatching(/not a well-formed SVG/) });
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg')).toEqual({ problem: expect.stringMatching(/not a well-formed SVG/) });
  });
});

/** Logos that reach another host through CSS, as a browser reads the served file on its own. */
const other = 'elsewhere.example';
const logo = (inside: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect id="mark" width="80" height="80" fill="#0e1a3a"/>${inside}</svg>`;
const reachingOut = {
  'an escaped @import in a style sheet': logo(`<style>@im\\port "https://${other}/a.css";</style>`),
  'an escaped url( in a style sheet': logo(`<style>#mark{fill:u\\72l(https://${other}/b.svg#p)}</style>`),
  'an escaped url( in a style attribute': logo(`<circle r="9" style="fill:u\\72l(https://${other}/c.svg#p)"/>`),
  'an escaped url( in a presentation attribute': logo(`<circle r="9" fill="u\\72l(https://${other}/d.svg#p)"/>`),
  'image-set() in a style sheet': logo(`<style>svg{background-image:image-set("https://${other}/e.png" 1x)}</style>`),
  'image-set() in a style attribute': logo(`<circle r="9" style="background:image-set('https://${other}/f.png' 1x)"/>`),
  'an xmlns switch on a <g>, making its style sheet HTML': logo(`<g xmlns="http://www.w3.org/1999/xhtml"><style>*{background:u\\72l(https://${other}/g.png)}</style></g>`),
  'an xmlns switch on a <g>, making its contents HTML': logo(`<g xmlns="http://www.w3.org/1999/xhtml"><image src="https://${other}/h.png"/></g>`),
};

describe('an uploaded SVG logo reaches no other host, however its CSS is written', () => {
  it.each(Object.entries(reachingOut))('%s: no reference is left, and the editor is told', (_, text) => {
    const { result, document, all } = served(text);
    expect(result.svg).not.toContain(other);
    // No style sheet or style attribute is served, and everything is an SVG element, as a browser parses the file.
    expect(document.getElementsByTagNameNS('*', 'style')).toHaveLength(0);
    expect(all.filter((el) => el.hasAttribute('style'))).toEqual([]);
    expect(all.filter((el) => el.namespaceURI !== 'http://www.w3.org/2000/svg').map((el) => el.localName)).toEqual([]);
    expect(result.removed).not.toEqual([]);
    // The drawing stays.
    expect(document.querySelector('rect#mark')).not.toBeNull();
  });

  it('keeps the colours a design tool writes as styles, as attributes', () => {
    // Inkscape writes style attributes; Illustrator a style sheet of classes.
    const { result, document } = served(
      logo(
        '<defs><style>.cls-1{fill:#2a9d8f;}.cls-2{fill:none;stroke:#f5b700;stroke-width:4px;}</style></defs>' +
          '<circle class="cls-1" cx="140" cy="40" r="30"/><path class="cls-2" d="M10 70h60"/>' +
          '<text x="100" y="76" style="fill:#0e1a3a;font-family:Arial, sans-serif;font-size:12px;font-weight:700">Acme</text>',
      ),
    );
    expect(result.removed).toEqual([]);
    expect(document.querySelector('circle')?.getAttribute('fill')).toBe('#2a9d8f');
    expect(document.querySelector('path')?.getAttribute('fill')).toBe('none');
    expect(document.querySelector('path')?.getAttribute('stroke')).toBe('#f5b700');
    expect(document.querySelector('path')?.getAttribute('stroke-width')).toBe('4px');
    expect(document.querySelector('text')?.getAttribute('fill')).toBe('#0e1a3a');
    expect(document.querySelector('text')?.getAttribute('font-weight')).toBe('700');
    expect(result.svg).not.toMatch(/<style|style=/);
  });
});
