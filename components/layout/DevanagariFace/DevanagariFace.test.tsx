import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cutFileName, devanagariFace, devanagariFaceAttribute, faceFetchDelayMs, devanagariFaceStorageKey, devanagariFaceStyle, unicodeRange } from '@/lib/fonts/devanagariFace';
import { DevanagariFace } from './DevanagariFace';

/** Runs the script the face writes as a page's <head> would, in this document (rendered apart: jsdom would run it on render). */
function runFaceScript() {
  const markup = new DOMParser().parseFromString(renderToStaticMarkup(<DevanagariFace />), 'text/html');
  new Function(markup.querySelector('script')?.textContent ?? '')();
}

describe('DevanagariFace', () => {
  let root: string;
  const bytes = new Uint8Array([1, 2, 3]);
  const href = `/fonts/${cutFileName(bytes)}`;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'face-'));
    jest.spyOn(process, 'cwd').mockReturnValue(root);
    mkdirSync(path.join(root, 'public', 'fonts'), { recursive: true });
    writeFileSync(path.join(root, 'public', 'fonts', cutFileName(bytes)), bytes);
    localStorage.clear();
    document.documentElement.removeAttribute(devanagariFaceAttribute);
    document.head.querySelectorAll('link').forEach((l) => l.remove());
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('declares the build’s one cut, for Devanagari only, shown only when it is there by the first paint, and not preloaded on a first visit', () => {
    render(<DevanagariFace />);
    // One of React's hoisted styles: in the <head>, keyed by its href.
    const css = document.head.querySelector(`style[data-href="${devanagariFaceStyle.href}"]`)?.textContent ?? '';
    expect(css).toContain(`src:url(${href}) format("woff2")`);
    expect(css).toContain(`unicode-range:${unicodeRange}`);
    expect(css).toContain('font-display:optional');
    // The face comes first only on a page whose <html> is marked.
    expect(css).toContain(`:root[${devanagariFaceAttribute}]{--font-devanagari:"${devanagariFace.family}"}`);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('on a first visit leaves the page in the device’s font and fetches the cut once the page has loaded, for the next page', async () => {
    const fetched: string[] = [];
    const fetchMock = jest.fn(async (url: string) => {
      fetched.push(url);
      return { ok: true, arrayBuffer: async () => new ArrayBuffer(3) };
    });
    Object.assign(window, { fetch: fetchMock });
    runFaceScript();
    expect(document.documentElement.hasAttribute(devanagariFaceAttribute)).toBe(false);
    expect(fetched).toEqual([]);
    jest.useFakeTimers();
    window.dispatchEvent(new Event('load'));
    // Not at once: after the page has painted.
    jest.advanceTimersByTime(faceFetchDelayMs - 1);
    expect(fetched).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // (jsdom calls a window's load listener twice for one dispatched event.)
    expect([...new Set(fetched)]).toEqual([href]);
    expect(localStorage.getItem(devanagariFaceStorageKey)).toBe(href);
    // The next page: the face from its first paint, preloaded from the cache.
    runFaceScript();
    expect(document.documentElement.hasAttribute(devanagariFaceAttribute)).toBe(true);
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(preload?.getAttribute('href')).toBe(href);
    expect(preload && { as: (preload as { as?: string }).as, type: preload.type, crossOrigin: preload.crossOrigin }).toEqual({ as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  });

  it('notes nothing when the fetch fails, and starts again for a new cut', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false }));
    Object.assign(window, { fetch: fetchMock });
    runFaceScript();
    jest.useFakeTimers();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(faceFetchDelayMs);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalled();
    expect(localStorage.getItem(devanagariFaceStorageKey)).toBeNull();
    localStorage.setItem(devanagariFaceStorageKey, '/fonts/noto-sans-devanagari.0000000000.woff2');
    runFaceScript();
    expect(document.documentElement.hasAttribute(devanagariFaceAttribute)).toBe(false);
  });

  it('stops the build, saying what to run, when the cut has not been written', () => {
    rmSync(path.join(root, 'public', 'fonts'), { recursive: true });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DevanagariFace />)).toThrow(/holds 0 cuts of the Devanagari face \(none\).*scripts\/build\/subset-font\.ts/);
  });
});
