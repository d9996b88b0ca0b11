/** Timing tokens that live in TypeScript (docs/product-rules.md#counts-and-constants); the Sass ones are in _tokens.scss. */
export const timings = {
  /** docs/product-rules.md#home: the testimonial slider advances every 5000 ms. */
  testimonialIntervalMs: 5000,
  /** docs/product-rules.md#home: the overlay menu transition lasts 1000 ms. */
  overlayMs: 1000,
  /** docs/product-rules.md#counts-and-constants: the default animation tween is 0.5 s. */
  tweenSeconds: 0.5,
  /** docs/product-rules.md#counts-and-constants: a service card's art loads once 10 % of it is visible. */
  lazyThreshold: 0.1,
} as const;
