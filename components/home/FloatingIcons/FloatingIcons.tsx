'use client';

import { LazyMotion, m, useInView } from 'framer-motion';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { useRef } from 'react';
import { loadMotionFeatures } from '@/components/home/HomeMotion/loadMotionFeatures';
import type { ImageRef } from '@/lib/content';
import { timings } from '@/styles/tokens';
import styles from './FloatingIcons.module.scss';

/**
 * How far each icon drifts (px, degrees) while the overview is in view. Resting places are in
 * the stylesheet, in the side margins; drifts stay small enough never to reach the text.
 */
const drifts = [
  { x: 16, y: 36, rotate: -12 },
  { x: -16, y: 44, rotate: 14 },
  { x: 16, y: -32, rotate: 10 },
  { x: -16, y: -28, rotate: -10 },
  { x: 12, y: 24, rotate: 8 },
  { x: -12, y: 28, rotate: -6 },
] as const;

/**
 * docs/product-rules.md#home: decorative icons drift to set positions while the overview is in view and return
 * to their origin when it leaves. Wide screens only (CSS); still under reduced motion.
 */
export function FloatingIcons({ icons }: { icons: ImageRef[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { amount: 0.3 });
  const reduced = usePrefersReducedMotion();
  // Reduced motion: the icons stay where they are.
  const drifting = inView && !reduced;

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <div ref={ref} className={styles.layer} aria-hidden="true">
        {icons.map((icon, i) => {
          const drift = drifts[i % drifts.length]!;
          return (
            <m.div
              key={icon.src}
              className={styles.icon}
              initial={false}
              animate={drifting ? drift : { x: 0, y: 0, rotate: 0 }}
              transition={{ type: 'tween', ease: 'easeOut', duration: timings.tweenMs / 1000, delay: i * 0.06 }}
            >
              <ArtImage src={icon.src} width={icon.width} height={icon.height} alt="" />
            </m.div>
          );
        })}
      </div>
    </LazyMotion>
  );
}
