/** Timing tokens that live in TypeScript (SPEC 9); the Sass ones are in _tokens.scss. */
export const timings = {
  /** SPEC 4: the testimonial slider advances every 5000 ms. */
  testimonialIntervalMs: 5000,
  /** SPEC 4: the overlay menu transition lasts 1000 ms. */
  overlayMs: 1000,
  /** SPEC 9: the default animation tween is 0.5 s. */
  tweenSeconds: 0.5,
  /** SPEC 9: a service card's art loads once 10 % of it is visible. */
  lazyThreshold: 0.1,
} as const;
