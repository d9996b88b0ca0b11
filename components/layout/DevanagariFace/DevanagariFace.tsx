import { devanagariCutHref, devanagariFaceCss, devanagariFaceScript, devanagariFaceStyle } from '@/lib/fonts/devanagariFace';

/**
 * The Devanagari face in a Hindi or Marathi page's <head> (docs/product-rules.md#languages,
 * "Devanagari type"): declared in a few bytes of inline CSS, and used from the first paint of a
 * page loaded once the browser has the file, which the first page fetches after it has loaded
 * (lib/fonts/devanagariFace.ts devanagariFaceScript): never preloaded, so no first visit's largest
 * paint waits for it. Only those editions' layouts render it, so no English page names or loads
 * the face (lib/fonts/devanagariFace.ts says why not next/font).
 */
export function DevanagariFace() {
  const href = devanagariCutHref();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: devanagariFaceScript(href) }} />
      <style href={devanagariFaceStyle.href} precedence={devanagariFaceStyle.precedence}>
        {devanagariFaceCss(href)}
      </style>
    </>
  );
}
