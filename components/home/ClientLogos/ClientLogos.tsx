'use client';

import AutoScroll from 'embla-carousel-auto-scroll';
import useEmblaCarousel from 'embla-carousel-react';
import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { LanguageLabel } from '@/components/ui/LanguageLabel/LanguageLabel';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import { PlayPauseButton } from '@/components/ui/PlayPauseButton/PlayPauseButton';
import type { Client, Texts } from '@/lib/content';
import type { OtherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './ClientLogos.module.scss';

interface Props {
  heading: string;
  /** `language`: a client not yet written in the page's language, named in its own (docs/product-rules.md#languages). */
  logos: (Client & { language?: OtherLanguage })[];
  /** The pause/play button's accessible names and visible words. */
  labels: Texts['home']['clientLogos'];
  words: Texts['home']['playPause'];
}

/**
 * docs/product-rules.md#home: every client logo, twice, in a continuously looping track (seamless for
 * any count from the schema's minimum). It pauses while hovered or focused and from its button;
 * under reduced motion, or without JavaScript, the logos simply sit in rows.
 */
export function ClientLogos({ heading, logos, labels, words }: Props) {
  const reduced = usePrefersReducedMotion();
  // Started and stopped by the effect below, which knows about hover, focus, the button and reduced motion.
  const [plugin] = useState(() =>
    AutoScroll({ speed: 0.75, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    {
      loop: true,
      align: 'start',
      dragFree: true,
      watchDrag: false,
      breakpoints: { '(prefers-reduced-motion: reduce)': { active: false } },
    },
    [plugin],
  );
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const moving = Boolean(embla) && !reduced;
  const running = moving && !userPaused && !hovered && !focused;

  // The track switches from resting rows to one moving line: let embla measure it again.
  useEffect(() => {
    if (embla && moving) embla.reInit();
  }, [embla, moving]);

  useEffect(() => {
    if (!embla) return;
    const sync = () => (running ? plugin.play() : plugin.stop());
    sync();
    // embla rebuilds its engine on resize; carry the play state over.
    embla.on('reInit', sync);
    return () => {
      embla.off('reInit', sync);
    };
  }, [embla, plugin, running]);

  return (
    // No data-moving until embla has started: the stylesheet then lays the track out as it expects it to run.
    <section className={styles.section} aria-labelledby="clients-heading" data-moving={embla ? moving : undefined}>
      <div className={styles.header}>
        <h2 id="clients-heading" className={styles.heading}>
          {heading}
        </h2>
        {/* Also there before the track starts, hidden where it will move (ClientLogos.module.scss,
            .control): the line the button may wrap onto is in place before the code arrives. */}
        {(moving || !embla) && (
          <span className={styles.control}>
            <PlayPauseButton
              playing={!userPaused}
              onToggle={() => setUserPaused((p) => !p)}
              labels={labels}
              words={words}
              tone="light"
            />
          </span>
        )}
      </div>
      <div
        ref={viewportRef}
        className={styles.viewport}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
        }}
      >
        <ul className={styles.track}>
          {[...logos, ...logos].map((client, i) => {
            const copy = i >= logos.length;
            return (
              // The second set only closes the loop: screen readers hear each client once.
              <li
                key={`${client.slug}-${copy ? 'copy' : 'main'}`}
                className={styles.slide}
                aria-hidden={copy || undefined}
                data-copy={copy || undefined}
                lang={client.language?.lang}
              >
                {isPhoto(client.logo) ? (
                  <Photo image={client.logo} loading={moving ? 'eager' : 'lazy'} sizes="8rem" className={styles.logo} />
                ) : (
                  <ArtImage
                    src={client.logo.src}
                    width={client.logo.width}
                    height={client.logo.height}
                    alt={client.logo.alt}
                    // Lazy images clipped by the track would load only as they slide in, blank until then:
                    // once the track moves, fetch them all (they are tiny).
                    loading={moving ? 'eager' : 'lazy'}
                    className={styles.logo}
                  />
                )}
                {client.language && (
                  <span className={styles.language}>
                    <LanguageLabel language={client.language} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
