import type { Testimonial } from '@/lib/content';
import type { OtherLanguage } from '@/lib/i18n/otherLanguage';
import { LanguageLabel } from '@/components/ui/LanguageLabel/LanguageLabel';
import { ShortLabel } from '@/components/ui/ShortLabel/ShortLabel';
import styles from './TestimonialSlider.module.scss';

/**
 * A testimonial with, where a case study quotes it, the link to that story (docs/product-rules.md#work;
 * `hrefLang` where the story is in another language than the page), and where the quote is not yet
 * written in the page's language, that language (docs/product-rules.md#languages).
 */
export type QuotedTestimonial = Testimonial & { story?: { href: string; label: string; hrefLang?: string }; language?: OtherLanguage };

/** One client's words with who said them (docs/product-rules.md#payloads: description, company). */
export function TestimonialQuote({ testimonial }: { testimonial: QuotedTestimonial }) {
  const { story, language } = testimonial;
  return (
    <figure className={styles.quote} lang={language?.lang}>
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
        <LanguageLabel language={language} className={styles.language} />
        {story && (
          <a className={styles.story} href={story.href} hrefLang={story.hrefLang} lang={language?.page}>
            <ShortLabel
              shown={story.label}
              name={
                language ? (
                  <>
                    {story.label}: <span lang={language.lang}>{testimonial.company}</span>
                  </>
                ) : (
                  `${story.label}: ${testimonial.company}`
                )
              }
            />
          </a>
        )}
      </figcaption>
    </figure>
  );
}
