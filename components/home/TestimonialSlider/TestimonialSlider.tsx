'use client';

import { useState, type FocusEvent } from 'react';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { usePageHidden } from '@/lib/hooks/usePageHidden';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import { PlayPauseButton } from '@/components/ui/PlayPauseButton/PlayPauseButton';
import type { Testimonial } from '@/lib/content';
import { timings } from '@/styles/tokens';
import { TestimonialQuote } from './TestimonialQuote';
import { useAutoAdvance } from './useAutoAdvance';
import styles from './TestimonialSlider.module.scss';

interface Props {
  heading: string;
  testimonials: Testimonial[];
}

/**
 * docs/product-rules.md#home: one testimonial at a time, the next every 5000 ms, wrapping after the last; a dot
 * jumps to its testimonial. It pauses while hovered, focused or in a background tab, has a
 * play/pause button, and does not rotate on its own under reduced motion. The server HTML is
 * a sideways-scrolling list of every testimonial, so all of them read without JavaScript.
 */
export function TestimonialSlider({ heading, testimonials }: Props) {
  const count = testimonials.length;
  const reduced = usePrefersReducedMotion();
  const pageHidden = usePageHidden();
  const enhanced = useHydrated();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Until the visitor chooses, rotation follows their motion preference.
  const wantsPlay = (choice ?? (reduced ? 'pause' : 'play')) === 'play';
  const rotating = enhanced && wantsPlay && !hovered && !focused && !pageHidden;
  const [index, goTo] = useAutoAdvance(count, timings.testimonialIntervalMs, rotating);

  const toggle = () => {
    setChoice(wantsPlay ? 'pause' : 'play');
    // Pressing play is explicit: resume even though the pointer and focus are on the button.
    setHovered(false);
    setFocused(false);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.section}
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      data-enhanced={enhanced}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.inner}>
        <h2 id="testimonials-heading" className={styles.heading}>
          {heading}
        </h2>
        {/* WAI carousel pattern: announce changes only when the visitor drives them. */}
        <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
          <div className={styles.track} style={enhanced ? { transform: `translateX(${-index * 100}%)` } : undefined}>
            {testimonials.map((t, i) => (
              <div
                key={t.company}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={(enhanced && i !== index) || undefined}
                inert={enhanced && i !== index}
              >
                <TestimonialQuote testimonial={t} />
              </div>
            ))}
          </div>
        </div>
        <div className={styles.controls}>
          <PlayPauseButton
            playing={wantsPlay}
            onToggle={toggle}
            pauseLabel="Pause testimonials"
            playLabel="Play testimonials"
            tone="light"
          />
          <div className={styles.dots} role="group" aria-label="Choose a testimonial">
            {testimonials.map((t, i) => (
              <button
                key={t.company}
                type="button"
                className={styles.dot}
                aria-label={`Show testimonial ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
