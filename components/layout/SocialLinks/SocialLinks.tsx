import type { SocialLink } from '@/lib/content';
import { SocialIcon } from './SocialIcon';
import styles from './SocialLinks.module.scss';

interface Props {
  socials: SocialLink[];
  /** The list's accessible name: a label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  iconSize?: number;
  className?: string;
  linkClassName?: string;
}

/**
 * The studio's social profiles as icon links, in content order; hidden entries stay in the
 * markup but are not shown (docs/product-rules.md#footer: the Facebook icon exists, hidden).
 */
export function SocialLinks({ socials, label, labelledBy, iconSize, className, linkClassName }: Props) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label} aria-labelledby={labelledBy}>
      {socials.map((s) => (
        <li key={s.network} hidden={s.hidden}>
          <a href={s.href} className={[styles.link, linkClassName].filter(Boolean).join(' ')} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
            <SocialIcon network={s.network} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
