'use client';

import { type ComponentType, lazy, Suspense } from 'react';
import styles from './WhenNear.module.scss';

/** How far ahead of the viewport a part starts loading: one screen height. */
const aheadMargin = '100% 0px';

/**
 * Resolves once the part named `name` is within a screen of the viewport, or the visitor
 * reaches into it first (a tap, a click or keyboard focus), or the browser has no observer.
 */
async function near(name: string): Promise<void> {
  const find = () => document.querySelector(`[data-when-near="${name}"]`);
  // Hydrating, the box is the server's HTML; rendered afresh (a client-side visit), it is in the
  // document once React commits, after this task.
  const box = find() ?? (await new Promise((resolve) => setTimeout(resolve, 0)), find());
  if (!box || typeof IntersectionObserver === 'undefined') return;
  const target = box;
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: aheadMargin,
    });
    const events = ['pointerdown', 'focusin'] as const;
    function done() {
      observer.disconnect();
      for (const type of events) target.removeEventListener(type, done);
      resolve();
    }
    observer.observe(target);
    for (const type of events) target.addEventListener(type, done);
  });
}

/**
 * A client part below the fold whose code loads only when it is about to be seen
 * (docs/product-rules.md#performance). The server renders it in full, so its HTML is in the
 * page from the start and looks the same; React hydrates it once its code arrives. Until then
 * it is the server's HTML: links work, and a tap or focus inside it fetches the code at once.
 * The part's stylesheet must be imported by the module that calls this, so it is in the page's CSS.
 */
export function whenNear<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => {
    if (typeof window !== 'undefined') await near(name);
    return { default: await load() };
  });
  function WhenNear(props: P) {
    return (
      <div data-when-near={name} className={styles.box}>
        <Suspense>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  WhenNear.displayName = `WhenNear(${name})`;
  return WhenNear;
}
