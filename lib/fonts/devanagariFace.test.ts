/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shapingStacks } from '../../app/og/shareAssets';
import { devanagariSourceFile } from '../../scripts/build/devanagariFont';
import {
  cutFileName,
  devanagariFace,
  devanagariFaceCss,
  devanagariFaceCssHref,
  devanagariFaceScript,
  devanagariFaceScriptHref,
  devanagariRanges,
  outsideDevanagari,
} from './devanagariFace';

describe('the Devanagari face', () => {
  it('is the face the pages’ cut is made from (scripts/build/devanagariFont.ts)', () => {
    expect(path.resolve(__dirname, '..', '..', devanagariFace.file)).toBe(devanagariSourceFile);
  });

  it('shapes Marathi with Marathi’s own rules exactly when they join its conjuncts', async () => {
    const devanagari = (await shapingStacks())[800][1]!;
    const virama = devanagari.glyphOf(0x094d);
    // ट्र and ष्ट्र as in ट्रॅकिंग and महाराष्ट्र: a virama glyph of its own means र did not join.
    const joinsUnderMarathi = ['ट्रॅकिंग', 'महाराष्ट्र', 'स्ट्रॅटेजी'].every((word) => !devanagari.shape(word, 'mr').some((g) => g.glyph === virama));
    expect(devanagariFace.shapingLanguage.mr === 'mr').toBe(joinsUnderMarathi);
  });

  it('leaves the brand sans every code point but its own, with no gap between them (app/fonts.ts)', () => {
    const fonts = readFileSync(path.join(__dirname, '..', '..', 'app', 'fonts.ts'), 'utf8');
    expect(/prop: 'unicode-range', value: '([^']+)'/.exec(fonts)?.[1]).toBe(outsideDevanagari);
    // Together the two cover every code point once.
    const bounds = (css: string) =>
      css.split(', ').map((r) => r.slice(2).split('-').map((h) => parseInt(h, 16))).map(([from, to]) => [from!, to ?? from!] as const);
    const all = [...bounds(outsideDevanagari), ...devanagariRanges].sort((a, b) => a[0] - b[0]);
    expect(all[0]![0]).toBe(0);
    expect(all.at(-1)![1]).toBe(0x10ffff);
    all.slice(1).forEach(([from], i) => expect(from).toBe(all[i]![1] + 1));
  });

  it('is served under a name that changes with its bytes, so hosts may cache it for a year', () => {
    const a = cutFileName(new Uint8Array([1, 2, 3]));
    expect(a).toMatch(/^noto-sans-devanagari\.[0-9a-f]{10}\.woff2$/);
    expect(cutFileName(new Uint8Array([1, 2, 3]))).toBe(a);
    expect(cutFileName(new Uint8Array([1, 2, 4]))).not.toBe(a);
  });

  it('has its inline stylesheet recognised by the page policy exactly as the pages write it, and nothing else', () => {
    const href = `/fonts/${cutFileName(new Uint8Array([7]))}`;
    expect(devanagariFaceCssHref(devanagariFaceCss(href))).toBe(href);
    // Anything added, changed or pointing elsewhere is not the build's own.
    expect(devanagariFaceCssHref(devanagariFaceCss(href) + 'body{background:url(https://example.com/x)}')).toBeUndefined();
    expect(devanagariFaceCssHref(devanagariFaceCss(href).replace('optional', 'swap'))).toBeUndefined();
    expect(devanagariFaceCssHref(devanagariFaceCss('https://example.com/fonts/noto-sans-devanagari.0123456789.woff2'))).toBeUndefined();
    expect(devanagariFaceCssHref(devanagariFaceCss('/fonts/noto-sans-devanagari.0123456789.woff2);x:url(a'))).toBeUndefined();
  });

  it('has its script recognised by the page policy exactly as the pages write it, and nothing else', () => {
    const href = `/fonts/${cutFileName(new Uint8Array([7]))}`;
    expect(devanagariFaceScriptHref(devanagariFaceScript(href))).toBe(href);
    expect(devanagariFaceScriptHref(`${devanagariFaceScript(href)};alert(1)`)).toBeUndefined();
    expect(devanagariFaceScriptHref(devanagariFaceScript(href).replace('priority:"low"', 'priority:"high"'))).toBeUndefined();
    expect(devanagariFaceScriptHref(devanagariFaceScript('https://example.com/fonts/noto-sans-devanagari.0123456789.woff2'))).toBeUndefined();
    expect(devanagariFaceScriptHref(devanagariFaceScript('/fonts/noto-sans-devanagari.0123456789.woff2"+alert(1)+"'))).toBeUndefined();
  });
});
