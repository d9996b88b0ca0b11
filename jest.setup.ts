import '@testing-library/jest-dom';

// jsdom lacks these browser APIs; components read them, so give tests controllable stand-ins.
const inBrowserEnv = typeof window !== 'undefined';
if (inBrowserEnv && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
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
