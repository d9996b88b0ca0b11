import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SVGAttributes } from 'react';

interface Props {
  /** A drawing of ours under public/, e.g. /art/hero.svg (lib/art writes them). */
  src: string;
  /** Meaningful text, or "" for decoration. */
  alt: string;
  className?: string;
  /** Fill the box and crop the overflow, as `object-fit: cover` does for an <img>. */
  cover?: boolean;
}

const rootPattern = /^<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const attributePattern = /([\w:-]+)="([^"]*)"/g;
/** The root attributes lib/art/svg.mjs writes, as React names them. */
const reactNames: Record<string, string> = {
  width: 'width',
  height: 'height',
  viewBox: 'viewBox',
  fill: 'fill',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
};

/** Reads one drawing and gives its ids a prefix of its own, so two drawings on a page never share one. */
export function readDrawing(src: string): { attributes: SVGAttributes<SVGSVGElement>; body: string } {
  const file = path.join(process.cwd(), 'public', src);
  if (!existsSync(file)) throw new Error(`${src}: no such file under public/`);
  const match = rootPattern.exec(readFileSync(file, 'utf8').trim());
  if (!match) throw new Error(`${src}: not a drawing of lib/art (no single <svg> root)`);
  const [, rootAttributes = '', inner = ''] = match;
  const attributes: Record<string, string> = {};
  for (const [, name = '', value = ''] of rootAttributes.matchAll(attributePattern)) {
    const reactName = reactNames[name];
    if (reactName) attributes[reactName] = value;
  }
  const prefix = `${src.replace(/^\/+|\.svg$/g, '').replace(/[^A-Za-z0-9]+/g, '-')}-`;
  const body = inner
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  return { attributes, body };
}

/**
 * The largest picture above the fold, drawn inside the HTML rather than fetched: it is in the
 * first paint, on the shortest path, with no request to wait for and no preload for other pages
 * to inherit (docs/product-rules.md#art). Server only: it reads the file at build time.
 */
export function InlineArt({ src, alt, className, cover = false }: Props) {
  const { attributes, body } = readDrawing(src);
  const name = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      {...attributes}
      {...name}
      focusable="false"
      preserveAspectRatio={cover ? 'xMidYMid slice' : undefined}
      className={className}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
