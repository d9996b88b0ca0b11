import '@testing-library/jest-dom';

// jsdom lacks these browser APIs; components read them, so give tests controllable stand-ins.
if (!window.matchMedia) {
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
if (!('IntersectionObserver' in window)) {
  Object.assign(window, { IntersectionObserver: InertObserver });
}
if (!('ResizeObserver' in window)) {
  Object.assign(window, { ResizeObserver: InertObserver });
}
