import type { ReactNode } from 'react';
import styles from './FormSection.module.scss';

interface Props {
  id: string;
  heading: string;
  text?: string;
  /** The form itself. */
  children: ReactNode;
  /** Shown beside the form on wide screens, below it on phones. */
  aside?: ReactNode;
}

/** A headed section holding a form in a white card, with an optional side panel. */
export function FormSection({ id, heading, text, children, aside }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={`${styles.inner} ${aside ? styles.withAside : ''}`}>
        <div className={styles.card}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
          <div className={styles.form}>{children}</div>
        </div>
        {aside}
      </div>
    </section>
  );
}
