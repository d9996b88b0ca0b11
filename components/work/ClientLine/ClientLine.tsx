import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { EntryWords } from '@/components/ui/LanguageLabel/LanguageLabel';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import type { ImageRef } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './ClientLine.module.scss';

interface Props {
  client: string;
  /** The client's logo, where the story names one: decoration beside the name. */
  logo?: ImageRef;
  sector?: { title: string; path: string; locale: Locale };
  year: number;
}

/** docs/product-rules.md#work: who a story was for, under its title: logo and name, sector (linking to its page), year. */
export function ClientLine({ client, logo, sector, year }: Props) {
  // A sector not yet written in the page's language is named in its own (docs/product-rules.md#languages).
  const sectorLanguage = sector && otherLanguage(sector);
  return (
    <p className={styles.meta}>
      {logo &&
        (isPhoto(logo) ? (
          <Photo className={styles.logo} image={logo} alt="" sizes="10rem" />
        ) : (
          <ArtImage className={styles.logo} src={logo.src} width={logo.width} height={logo.height} alt="" />
        ))}
      <strong>{client}</strong>
      {sector && (
        <>
          <span aria-hidden="true">·</span>
          <a href={sector.path} hrefLang={sectorLanguage?.lang}>
            <EntryWords words={sector.title} language={sectorLanguage} />
          </a>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{year}</span>
    </p>
  );
}
