import type { ReactNode } from 'react';
import { ArrowIcon } from '@/components/ui/ArrowIcon/ArrowIcon';
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
  /** The language of the page it opens, where that is not the page's (docs/product-rules.md#languages). */
  hrefLang?: string;
  /** The language of its words, where that is not the text around it. */
  lang?: string;
}

/**
 * A link styled as a button: the site's one look for calls to action. A plain <a>, like every link
 * of the site (docs/product-rules.md#performance).
 */
export function LinkButton({ href, children, variant = 'saffron', icon = 'arrow', size = 'md', target, download, className, hrefLang, lang }: Props) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
  return (
    <a href={href} className={classes} target={target} rel={target ? 'noopener noreferrer' : undefined} download={download} hrefLang={hrefLang} lang={lang}>
      <span>{children}</span>
      {icon !== 'none' && <ArrowIcon className={styles.icon} kind={icon === 'arrow' ? 'forward' : 'download'} size={20} />}
    </a>
  );
}
