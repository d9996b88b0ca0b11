'use client';

import { Activity, type ComponentType, lazy, Suspense, useState, useSyncExternalStore } from 'react';
import styles from './WhenNear.module.scss';

/** How far ahead of the viewport a part starts loading: one screen height. */
const aheadMargin = '100% 0px';

const boxSelector = (name: string) => `[data-when-near="${name}"]`;

/** Nothing to subscribe to: where a part's HTML came from is fixed for its life. */
const subscribeNever = () => () => {};

/**
 * Resolves once the part named `name` is within a screen of the viewport, or the visitor
 * reaches into it first (a tap, a click or keyboard focus), or the browser has no observer.
 */
async function near(name: string): Promise<void> {
  const find = () => document.querySelector(boxSelector(name));
  // Hydrating, the box is the server's HTML; drawn afresh, it is in the document once React
  // commits, after this task.
  const box = find() ?? (await new Promise((resolve) => setTimeout(resolve, 0)), find());
  if (!box || typeof IntersectionObserver === 'undefined') return;
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: aheadMargin,
    });
    const events = ['pointerdown', 'focusin'] as const;
    const reachedInto = (event: Event) => event.target instanceof Node && box.contains(event.target) && done();
    function done() {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, reachedInto, true);
      resolve();
    }
    observer.observe(box);
    // Heard on the window as the event starts: React stops a tap or focus inside a part that waits
    // for its code at its own root, before the event would reach the box.
    for (const type of events) window.addEventListener(type, reachedInto, true);
  });
}

/**
 * A client part below the fold whose code loads only when it is about to be seen
 * (docs/product-rules.md#performance). The server renders it in full and in its place, so the
 * page reads in order without JavaScript and looks the same; React hydrates it once its code
 * arrives. Until then it is the server's HTML: links work, and a tap or focus inside it fetches
 * the code at once. The part's stylesheet must be imported by the module that calls this, so it
 * is in the page's CSS.
 *
 * The boundary is an <Activity>, not a <Suspense>: React hydrates either on its own and keeps the
 * server's HTML while the code is missing, but it writes a Suspense boundary of more than a few
 * hundred bytes in a long page after the page's shell, hidden, for a script to move into place.
 * An Activity has no fallback, though, so a part React draws afresh (no server HTML to keep: a
 * test, a page React renders itself) waits in a Suspense, showing nothing until its code arrives.
 */
export function whenNear<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => {
    if (typeof window !== 'undefined') await near(name);
    return { default: await load() };
  });
  function WhenNear(props: P) {
    // Whether the part's HTML is the server's, fixed at its first render: React asks for the
    // server's snapshot on the server and while hydrating, for the browser's when it draws the part
    // afresh, and then for the browser's again, which repeats the first answer: nothing re-renders.
    const [origin] = useState({ serverHtml: false });
    const fromServerHtml = useSyncExternalStore(subscribeNever, () => origin.serverHtml, () => (origin.serverHtml = true));
    const part = <Part {...props} />;
    return (
      <div data-when-near={name} className={styles.box}>
        {fromServerHtml ? <Activity>{part}</Activity> : <Suspense>{part}</Suspense>}
      </div>
    );
  }
  WhenNear.displayName = `WhenNear(${name})`;
  return WhenNear;
}
