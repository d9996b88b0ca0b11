import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InlineArt, readDrawing } from './InlineArt';

const heroFile = readFileSync(path.join(process.cwd(), 'public/art/hero.svg'), 'utf8');

describe('InlineArt', () => {
  it('draws the file inside the page, named by its alt text, with no request', () => {
    const { container } = render(<InlineArt src="/art/hero.svg" alt="One roof" className="art" />);
    const drawing = screen.getByRole('img', { name: 'One roof' });
    expect(drawing.tagName.toLowerCase()).toBe('svg');
    expect(drawing).toHaveAttribute('viewBox', heroFile.match(/viewBox="([^"]+)"/)![1]);
    expect(drawing).toHaveAttribute('width', heroFile.match(/width="([^"]+)"/)![1]);
    expect(drawing).toHaveClass('art');
    expect(drawing.querySelectorAll('path').length).toBe(heroFile.match(/<path\b/g)!.length);
    expect(container.querySelector('img')).toBeNull();
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<InlineArt src="/art/hero.svg" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives every id and every reference to it a prefix of the file, so drawings never collide', () => {
    const { body } = readDrawing('/art/hero.svg');
    const ids = [...body.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id?.startsWith('art-hero-')).toBe(true);
    for (const [, ref] of body.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it('names the file when it is missing or not a drawing', () => {
    expect(() => readDrawing('/art/no-such-drawing.svg')).toThrow('/art/no-such-drawing.svg: no such file under public/');
    expect(() => readDrawing('/art/motifs.json')).toThrow('/art/motifs.json: not a drawing');
  });
});
