import type { Texts } from '@/lib/content';
import { fillTemplate } from '@/lib/content/fillTemplate';
import styles from './TestimonialSlider.module.scss';

interface Props {
  index: number;
  count: number;
  goTo: (index: number) => void;
  labels: Texts['home']['testimonialSlider'];
}

/**
 * The slider's controls when there are more testimonials than dots fit (docs/product-rules.md#home):
 * previous, "3 / 60", next. Screen readers hear the slide's own name ("3 of 60") as it changes.
 */
export function SliderStepper({ index, count, goTo, labels }: Props) {
  return (
    <div className={styles.stepper}>
      <button type="button" className={styles.step} aria-label={labels.previous} title={labels.previous} onClick={() => goTo(index - 1)}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <p className={styles.position} aria-hidden="true">
        {fillTemplate(labels.position, { number: index + 1, count })}
      </p>
      <button type="button" className={styles.step} aria-label={labels.next} title={labels.next} onClick={() => goTo(index + 1)}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
