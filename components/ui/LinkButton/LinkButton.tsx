import type { ReactNode } from 'react';
import styles from './LinkButton.module.scss';

interface Props {
  href: string;
  children: ReactNode;
  /** saffron: the main action; ink: strong on light backgrounds; outline: the second action beside a saffron one. */
  variant?: 'saffron' | 'ink' | 'outline';
  /** Trailing glyph. */
  icon?: 'arrow' | 'download' | 'none';
  /** md: inside cards; hero: the home hero's pair, in body text; lg: a section's one action. */
  size?: 'md' | 'hero' | 'lg';
  /** Opens in a new tab, without giving the new page a handle on this one. */
  target?: '_blank';
  /** File name for a download link. */
  download?: string;
  className?: string;
}

const icons = {
  arrow: 'M5 12h14M13 6l6 6-6 6',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
};

/**
 * A link styled as a button: the site's one look for calls to action. A plain <a>, like every link
 * of the site (docs/product-rules.md#performance).
 */
export function LinkButton({ href, children, variant = 'saffron', icon = 'arrow', size = 'md', target, download, className }: Props) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
  return (
    <a href={href} className={classes} target={target} rel={target ? 'noopener noreferrer' : undefined} download={download}>
      <span>{children}</span>
      {icon !== 'none' && (
        <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={icons[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </a>
  );
}
