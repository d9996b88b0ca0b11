import type { ImgHTMLAttributes } from 'react';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string;
  /** Intrinsic size, so the box is reserved before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Meaningful text, or "" for decoration. */
  alt: string;
}

/**
 * Our artwork is SVG served as it is, so next/image has nothing to optimise in a static export;
 * a plain <img> keeps its client-side code off every page. Works in server and client components.
 * Lazy unless told otherwise: the one large picture above the fold is InlineArt, drawn in the HTML.
 */
export function ArtImage({ src, width, height, alt, loading, ...rest }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to do
  return <img src={src} width={width} height={height} alt={alt} loading={loading ?? 'lazy'} decoding="async" {...rest} />;
}
