import type { Company } from '@/lib/content';
import { ValueIcon } from './ValueIcon';
import styles from './ValuesGrid.module.scss';

interface Props {
  heading: string;
  intro: string;
  /** docs/product-rules.md#inner-pages: the commitment values (3 to 12). */
  values: Company['about']['values'];
}

/** The About page's commitment values as a grid of icon cards. */
export function ValuesGrid({ heading, intro, values }: Props) {
  return (
    <section className={styles.section} aria-labelledby="values-heading">
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id="values-heading" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.intro}>{intro}</p>
        </div>
        <ul className={styles.grid} aria-labelledby="values-heading">
          {values.map((v, i) => (
            <li key={i} className={styles.card}>
              <span className={styles.icon} data-tone={i % 2 === 0 ? 'warm' : 'cool'}>
                <ValueIcon icon={v.icon} />
              </span>
              <h3 className={styles.title}>{v.title}</h3>
              <p className={styles.text}>{v.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
