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
    expect(result.svg).toContain('<path d="M0 0h10v10z" fill="#123456"></path>');
  });

  it('is refused when it is not an SVG drawing at all', () => {
    expect(sanitizeSvg('<html><body><script>alert(1)</script></body></html>')).toEqual({ problem: expect.stringMatching(/not a well-formed SVG/) });
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg')).toEqual({ problem: expect.stringMatching(/not a well-formed SVG/) });
  });
});
