'use client';

import { LazyMotion, MotionConfig, m } from 'framer-motion';
import type { ReactNode } from 'react';
import { loadMotionFeatures } from '@/components/home/HomeMotion/loadMotionFeatures';
import { timings } from '@/styles/tokens';
import styles from './HomeHero.module.scss';

interface Props {
  children: ReactNode;
  /** Position in the entrance sequence: later parts start a little later. */
  order: number;
  className?: string;
}

const offsetPx = 28;
const staggerSeconds = 0.12;

/**
 * docs/product-rules.md#home: the wide-screen hero slides into place (tween 0.5 s, docs/product-rules.md#counts-and-constants). Only the transform
 * moves, so the text is readable in the server HTML, without JavaScript and under reduced
 * motion; the stylesheet cancels the offset on narrow screens, where the hero stays still.
 */
export function HeroEntrance({ children, order, className }: Props) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <m.div
          className={`${styles.entrance} ${className ?? ''}`}
          initial={{ y: offsetPx }}
          animate={{ y: 0 }}
          transition={{ type: 'tween', ease: 'easeOut', duration: timings.tweenMs / 1000, delay: order * staggerSeconds }}
        >
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
