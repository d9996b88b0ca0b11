import type { FeatureBundle } from 'framer-motion';

/**
 * For <LazyMotion features={loadMotionFeatures}>: the `m` components render at once, and the
 * animation code (about 15 KB) loads in its own chunk instead of blocking the page.
 */
export const loadMotionFeatures = (): Promise<FeatureBundle> => import('./motionFeatures').then((mod) => mod.default);
