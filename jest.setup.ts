import '@testing-library/jest-dom';
import { matchMedia, resetMedia } from './jest.matchMedia';

// jsdom lacks these browser APIs; components read them, so give tests controllable stand-ins.
const inBrowserEnv = typeof window !== 'undefined';
if (inBrowserEnv) {
  window.matchMedia = matchMedia;
  afterEach(resetMedia);
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (inBrowserEnv && !('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: InertObserver });
}
if (inBrowserEnv && !('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: InertObserver });
}

// image-size (lib/media, read by the content schema) decodes file headers with TextDecoder, which jsdom lacks.
if (typeof globalThis.TextDecoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only where the environment lacks it
  const { TextDecoder, TextEncoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}
