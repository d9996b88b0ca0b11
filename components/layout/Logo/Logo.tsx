import { getContent } from '@/lib/content';
import styles from './Logo.module.scss';

/** The Ekchhat Studio mark: a saffron roof over a small square ("ek chhat", one roof), and the name. */
export function Logo({ tone = 'ink', className }: { tone?: 'ink' | 'light'; className?: string }) {
  const { site } = getContent();
  // The name's first word in ink, the rest in the accent: "Ekchhat Studio", "एकछत स्टूडियो".
  const [first, ...rest] = site.name.split(' ');
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
        {first}{' '}
        <tspan className={styles.studio}>{rest.join(' ')}</tspan>
      </text>
    </svg>
  );
}
