import type { ImgHTMLAttributes } from 'react';
import { preload as preloadResource } from 'react-dom';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string;
  /** Intrinsic size: the browser reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** Meaningful text, or "" for decoration. */
  alt: string;
  /** The largest image above the fold: preloaded with high priority and never lazy. */
  preload?: boolean;
}

/**
 * Our artwork is SVG served as it is, so next/image has nothing to optimise in a static export;
 * a plain <img> keeps its client-side code off every page. Works in server and client components.
 */
export function ArtImage({ src, width, height, alt, preload = false, loading, fetchPriority, ...rest }: Props) {
  if (preload) preloadResource(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to do
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={preload ? 'eager' : (loading ?? 'lazy')}
      decoding="async"
      fetchPriority={preload ? 'high' : fetchPriority}
      {...rest}
    />
  );
}
