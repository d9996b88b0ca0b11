'use client';

import { useEffect } from 'react';

/** The attribute <html> carries once React runs the page. */
export const hydratedAttribute = 'data-hydrated';

/**
 * Marks <html> once React has hydrated the page (docs/product-rules.md#performance): the page's
 * scripts arrive after its first paint, so whatever needs the page running (the end-to-end tests)
 * waits for this mark. Last in <body>, so its effect runs after those of everything before it.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(hydratedAttribute, '');
  }, []);
  return null;
}
