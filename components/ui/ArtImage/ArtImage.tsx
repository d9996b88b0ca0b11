import type { ImgHTMLAttributes } from 'react';
import { EagerImg } from './EagerImg';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string;
  /** Intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Meaningful text, or "" for decoration. */
  alt: string;
  /** The largest image above the fold: preloaded with high priority by its own page, never lazy. */
  preload?: boolean;
}

/**
 * Our artwork is SVG served as it is, so next/image has nothing to optimise in a static export;
 * a plain <img> keeps its client-side code off every page. Works in server and client components.
 * Images that load at once are drawn by EagerImg, so their preload stays on their own page.
 */
export function ArtImage({ src, width, height, alt, preload = false, loading, fetchPriority, ...rest }: Props) {
  const img = { src, width, height, decoding: 'async' as const, ...rest };
  if (preload) return <EagerImg {...img} alt={alt} fetchPriority="high" />;
  if (loading === 'eager') return <EagerImg {...img} alt={alt} fetchPriority={fetchPriority} />;
  // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to do
  return <img {...img} alt={alt} loading={loading ?? 'lazy'} fetchPriority={fetchPriority} />;
}
