/**
 * Scrolls the window to the foot of the page in steps of `step` windows, each step drawn (a frame)
 * and then left for `pauseMs`, so every part of the page passes through the window and what starts
 * there starts: lazy art, the service cards' art, carousels, scroll-linked motion and the parts
 * loaded when near (docs/product-rules.md#performance). Nothing on the site listens for the wheel,
 * so moving the window is what a visitor's scrolling does to it.
 *
 * It runs in the page and uses nothing from outside itself, so Playwright's `page.evaluate` and
 * every engine's `visitor.run` (e2e-browsers/visitor.ts) can send it as it is.
 */
export async function scrollToFoot({ step, pauseMs }: { step: number; pauseMs: number }): Promise<void> {
  const drawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, pauseMs)));
  for (let y = innerHeight * step; y < document.documentElement.scrollHeight; y += innerHeight * step) {
    window.scrollTo(0, y);
    await drawn();
  }
}
