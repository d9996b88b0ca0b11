
import styles from './BenefitList.module.scss';

interface Props {
  heading: string;
  /** docs/product-rules.md#inner-pages: three benefit blocks per service page. */
  benefits: readonly { title: string; text: string }[];
}

/** A service page's benefit blocks, numbered cards on a dark band. */
export function BenefitList({ heading, benefits }: Props) {
  return (
    <section className={styles.section} aria-labelledby="benefits-heading">
      <div className={styles.inner}>
        <h2 id="benefits-heading" className={styles.heading}>
          {heading}
        </h2>
        <ol className={styles.list}>
          {benefits.map((b, i) => (
            <li key={i} className={styles.card}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{b.title}</h3>
              <p className={styles.text}>{b.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
