/**
 * The one matchMedia of the unit tests (jsdom has none): jest.setup.ts installs it, and a test
 * says which media queries match; after every test none do.
 */
let matching: (query: string) => boolean = () => false;

/** From now on (until the test ends), the queries for which `test` is true match. */
export function mediaMatches(test: (query: string) => boolean): void {
  matching = test;
}

/** The visitor asks for reduced motion, or not. */
export const prefersReducedMotion = (reduce: boolean) => mediaMatches((query) => reduce && query.includes('prefers-reduced-motion'));

export const resetMedia = () => mediaMatches(() => false);

export function matchMedia(query: string): MediaQueryList {
  return {
    matches: matching(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}
