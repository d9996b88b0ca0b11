import type { Testimonial } from '@/lib/content';
import styles from './TestimonialSlider.module.scss';

/** One client's words with who said them (docs/product-rules.md#payloads: description, company). */
export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.quote}>
      <svg className={styles.mark} viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
        <path
          d="M0 36V22C0 9.5 6.6 2.2 18.4 0l1.8 5.2C13.4 7.4 10.3 11.6 10 18h9v18H0Zm27 0V22C27 9.5 33.6 2.2 45.4 0l1.8 5.2C40.4 7.4 37.3 11.6 37 18h9v18H27Z"
          fill="currentColor"
        />
      </svg>
      <blockquote className={styles.text}>
        <p>{testimonial.description}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.person}>{testimonial.person}</span>
        <span className={styles.role}>
          {testimonial.role}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
