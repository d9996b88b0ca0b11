'use client';

import type { ImgHTMLAttributes } from 'react';

/**
 * An image that loads at once, drawn by a client leaf on purpose (docs/product-rules.md#art).
 * React turns an eager <img> of a server component into a preload hint in the page's data, and
 * every page whose links prefetch that page applies the hint to itself: the home page's hero,
 * for one, was preloaded and never shown on every other page. From here the data carries only
 * the props, and the preload React writes for a high-priority image stays in this page's <head>.
 */
export function EagerImg({ alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- ArtImage: nothing for next/image to do
  return <img {...props} alt={alt} loading="eager" />;
}
