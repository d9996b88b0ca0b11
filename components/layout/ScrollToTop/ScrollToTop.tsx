'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** docs/product-rules.md#routes: every page starts at the top, on load and after client-side navigation (unless a #hash asks otherwise). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
