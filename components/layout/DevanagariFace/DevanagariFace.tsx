import { preload } from 'react-dom';
import { devanagariCutHref, devanagariFaceCss, devanagariFaceStyle } from '@/lib/fonts/devanagariFace';

/**
 * The Devanagari face in a Hindi or Marathi page's <head> (docs/product-rules.md#languages,
 * "Devanagari type"): preloaded, so that on most first visits it is there by the first paint, and
 * declared in a few bytes of inline CSS. Only those editions' layouts render it, so no English
 * page names, preloads or loads the face (lib/fonts/devanagariFace.ts says why not next/font).
 */
export function DevanagariFace() {
  const href = devanagariCutHref();
  preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <style href={devanagariFaceStyle.href} precedence={devanagariFaceStyle.precedence}>
      {devanagariFaceCss(href)}
    </style>
  );
}
