// The HTML invoker commands (`commandfor` and `command` on a <button>), not yet in @types/react:
// the menu's buttons open and close its <dialog> before, and without, JavaScript
// (docs/product-rules.md#header-and-menu).
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs the same type parameter
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button controls. */
    commandfor?: string;
    /** What it does to it: `show-modal`, `close`, `request-close`, … */
    command?: 'show-modal' | 'close' | 'request-close' | (string & {});
  }
}
