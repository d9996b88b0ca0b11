import { getContent } from '@/lib/content';
import styles from './Logo.module.scss';

/** The Ekchhat Studio mark: a saffron roof over a small square ("ek chhat", one roof), and the name. */
export function Logo({ tone = 'ink', className }: { tone?: 'ink' | 'light'; className?: string }) {
  const { site } = getContent();
  // The full name in two weights: the short name, then the rest of it ("Ekchhat" "Studio").
  const rest = site.name.startsWith(site.shortName) ? site.name.slice(site.shortName.length).trim() : '';
  return (
    <svg
      className={`${styles.logo} ${tone === 'light' ? styles.light : ''} ${className ?? ''}`}
      width="196"
      height="40"
      viewBox="0 0 196 40"
      role="img"
      aria-label={site.name}
    >
      <path className={styles.roof} d="M4 19 20 6l16 13" />
      <rect className={styles.base} x="11" y="20" width="18" height="15" rx="3" />
      <text className={styles.word} x="44" y="27">
        {site.shortName}{' '}
        <tspan className={styles.studio}>{rest}</tspan>
      </text>
    </svg>
  );
}
