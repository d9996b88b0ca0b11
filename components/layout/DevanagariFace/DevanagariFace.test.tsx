import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render } from '@testing-library/react';
import { cutFileName, devanagariFace, devanagariFaceStyle, unicodeRange } from '@/lib/fonts/devanagariFace';
import { DevanagariFace } from './DevanagariFace';

describe('DevanagariFace', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'face-'));
    jest.spyOn(process, 'cwd').mockReturnValue(root);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('declares the build’s one cut, for Devanagari only, shown only when it is there by the first paint', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    mkdirSync(path.join(root, 'public', 'fonts'), { recursive: true });
    writeFileSync(path.join(root, 'public', 'fonts', cutFileName(bytes)), bytes);
    render(<DevanagariFace />);
    // One of React's hoisted styles: in the <head>, keyed by its href.
    const css = document.head.querySelector(`style[data-href="${devanagariFaceStyle.href}"]`)?.textContent ?? '';
    expect(css).toContain(`src:url(/fonts/${cutFileName(bytes)}) format("woff2")`);
    expect(css).toContain(`unicode-range:${unicodeRange}`);
    expect(css).toContain('font-display:optional');
    expect(css).toContain(`--font-devanagari:"${devanagariFace.family}"`);
  });

  it('stops the build, saying what to run, when the cut has not been written', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DevanagariFace />)).toThrow(/holds 0 cuts of the Devanagari face \(none\).*scripts\/build\/subset-font\.ts/);
  });
});
