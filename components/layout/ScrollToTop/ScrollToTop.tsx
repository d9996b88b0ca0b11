import { scrollRestorationScript } from '@/lib/inlineScripts';

/**
 * docs/product-rules.md#routes: every page opens at the top (or at its #hash), a reload included.
 * Links are full page loads, so a new page starts at the top anyway; this stops the browser from
 * restoring the old position on a reload. It runs from the <head>, before the browser restores
 * anything, not on hydration: a visitor who has scrolled before the scripts arrive stays put.
 */
export function ScrollToTop() {
  return <script dangerouslySetInnerHTML={{ __html: scrollRestorationScript }} />;
}
