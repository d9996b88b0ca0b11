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
