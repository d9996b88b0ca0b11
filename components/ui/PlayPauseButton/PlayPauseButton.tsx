'use client';

import styles from './PlayPauseButton.module.scss';

interface Props {
  /** True while the content moves on its own: the button then offers to pause it. */
  playing: boolean;
  onToggle: () => void;
  /** Accessible names, saying what the button stops or starts (content/texts.json). */
  labels: { pause: string; play: string };
  /** The visible words beside the icon (content/texts.json). */
  words: { pause: string; play: string };
  /** Colour scheme of the section the button sits on. */
  tone: 'light' | 'dark';
}

/** The visible stop/start control every moving part of the home page carries (WCAG 2.2.2). */
export function PlayPauseButton({ playing, onToggle, labels, words, tone }: Props) {
  const label = playing ? labels.pause : labels.play;
  return (
    <button type="button" className={styles.button} data-tone={tone} onClick={onToggle} aria-label={label} title={label}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
        ) : (
          <path d="M6 4l10 6-10 6z" fill="currentColor" />
        )}
      </svg>
      <span className={styles.text} aria-hidden="true">
        {playing ? words.pause : words.play}
      </span>
    </button>
  );
}
