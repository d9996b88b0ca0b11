import type { LanguageLink } from '@/lib/navigation';
import styles from './LanguageSwitch.module.scss';

interface Props {
  links: LanguageLink[];
  /** What screen readers call the switch: "Language", in the page's language. */
  label: string;
  /** On the light header, or on the dark menu. */
  tone: 'light' | 'dark';
  /** In the header on phones, only the other languages show (the menu lists all three). */
  compact?: boolean;
  /**
   * The header's switch is the page's one "Language" navigation landmark; the menu's copy is a
   * group inside the menu's own navigation, so a screen reader's list of landmarks names each once.
   */
  landmark?: boolean;
}

/**
 * docs/product-rules.md#languages: the same page in each language, each named in its own script
 * and marked with its language, the page's own marked current. Plain links, drawn on the server: it
 * works without JavaScript, and the address alone remembers the choice.
 */
export function LanguageSwitch({ links, label, tone, compact = false, landmark = true }: Props) {
  const Wrapper = landmark ? 'nav' : 'div';
  return (
    <Wrapper role={landmark ? undefined : 'group'} aria-label={label} className={[styles.switch, styles[tone], compact ? styles.compact : ''].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.locale} className={link.current ? styles.currentItem : undefined}>
            <a href={link.href} hrefLang={link.locale} lang={link.locale} className={styles.link} aria-current={link.current ? 'true' : undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
