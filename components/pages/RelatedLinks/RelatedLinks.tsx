import { EntryWords } from '@/components/ui/LanguageLabel/LanguageLabel';
import type { NavLink } from '@/lib/navigation';
import styles from './RelatedLinks.module.scss';

interface Props {
  id: string;
  heading: string;
  items: NavLink[];
}

/** A row of pill links to sibling pages (other services, other sectors). */
export function RelatedLinks({ id, heading, items }: Props) {
  return (
    <nav className={styles.section} aria-labelledby={id}>
      <div className={styles.inner}>
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={styles.pill} hrefLang={item.language?.lang}>
                <EntryWords words={item.label} language={item.language} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
