'use client';

import { useState, type FocusEvent } from 'react';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { usePageHidden } from '@/lib/hooks/usePageHidden';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import { PlayPauseButton } from '@/components/ui/PlayPauseButton/PlayPauseButton';
import { fillTemplate } from '@/lib/content/fillTemplate';
import type { Texts } from '@/lib/content';
import { listLengths, timings } from '@/styles/tokens';
import { SliderStepper } from './SliderStepper';
import { TestimonialQuote, type QuotedTestimonial } from './TestimonialQuote';
import { useAutoAdvance } from './useAutoAdvance';
import styles from './TestimonialSlider.module.scss';

interface Props {
  heading: string;
  testimonials: QuotedTestimonial[];
  /** What screen readers call the slider, its slides and controls. */
  labels: Texts['home']['testimonialSlider'];
  /** The pause/play button's visible words. */
  words: Texts['home']['playPause'];
}

/**
 * docs/product-rules.md#home: one testimonial at a time, the next every 5000 ms, wrapping after the last; a dot
 * jumps to its testimonial (past listLengths.sliderDots, previous and next buttons around "3 / 60" do). It pauses while hovered, focused or in a background tab, has a
 * play/pause button, and does not rotate on its own under reduced motion. The server HTML is
 * a sideways-scrolling list of every testimonial, so all of them read without JavaScript.
 */
export function TestimonialSlider({ heading, testimonials, labels, words }: Props) {
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
      aria-roledescription={labels.carousel}
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
                key={t.slug}
                className={styles.slide}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={fillTemplate(labels.slideName, { number: i + 1, count })}
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
            labels={labels}
            words={words}
            tone="light"
          />
          {count > listLengths.sliderDots ? (
            <SliderStepper index={index} count={count} goTo={goTo} labels={labels} />
          ) : (
            <div className={styles.dots} role="group" aria-label={labels.dots}>
              {testimonials.map((t, i) => (
                <button
                  key={t.slug}
                  type="button"
                  className={styles.dot}
                  aria-label={fillTemplate(labels.dotName, { number: i + 1, count })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
