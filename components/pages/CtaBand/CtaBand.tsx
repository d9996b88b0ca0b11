import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import type { CtaCopy } from '@/lib/content';
import { linkTo } from '@/lib/links';
import styles from './CtaBand.module.scss';

interface Props {
  copy: CtaCopy;
  /** Where the button goes; the enquiry page unless told otherwise. */
  href?: string;
}

/** The closing call to action of an inner page: a dark rounded panel with one button. */
export function CtaBand({ copy, href = linkTo('getQuote') }: Props) {
  return (
    <section className={styles.section} aria-labelledby="cta-heading" data-search-ignore>
      <div className={styles.panel}>
        <div className={styles.text}>
          <h2 id="cta-heading" className={styles.heading}>
            {copy.heading}
          </h2>
          <p className={styles.lead}>{copy.text}</p>
        </div>
        <LinkButton href={href} size="lg" className={styles.button}>
          {copy.button}
        </LinkButton>
      </div>
    </section>
  );
}
