'use client';

import { useEffect } from 'react';

/**
 * docs/product-rules.md#header-and-menu: the header turns translucent once the page is scrolled at all. Browsers with
 * scroll-driven animations do this in CSS (right on first paint, even when a page opens
 * already scrolled); elsewhere this leaf mirrors the scroll position into data-scrolled.
 */
export function HeaderScrollState() {
  useEffect(() => {
    if (CSS.supports?.('animation-timeline: scroll()')) return;
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return;
    const update = () => {
      header.dataset.scrolled = String(window.scrollY > 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return null;
}
