import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import { FilledTemplate } from '@/components/ui/FilledTemplate/FilledTemplate';
import { LanguageLabel, OwnLanguage } from '@/components/ui/LanguageLabel/LanguageLabel';
import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { ShortLabel } from '@/components/ui/ShortLabel/ShortLabel';
import { fillTemplate, getContent, type Service } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import styles from './ServiceBlock.module.scss';

interface Props {
  service: Service;
  /** Position in the list, 0-based: the image side alternates and the number shows. */
  index: number;
}

/** One service on the services overview page: title, description, key points, image and a link on. */
export function ServiceBlock({ service, index }: Props) {
  const title = service.overviewTitle ?? service.title;
  const headingId = `service-${service.slug}`;
  const pointsId = `${headingId}-points`;
  const { pages, texts } = getContent();
  // The schema allows at most six key points (docs/product-rules.md#counts-and-constants).
  const points = service.overview.keyPoints;
  const img = service.images.square;
  // A service not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
  const language = otherLanguage(service);
  return (
    <article aria-labelledby={headingId} className={`${styles.block} ${index % 2 === 1 ? styles.flipped : ''}`} lang={language?.lang}>
      <div className={styles.media}>
        {/* The first block's picture is the largest above the fold on a phone: drawn in the HTML (docs/product-rules.md#art). */}
        {isPhoto(img) ? (
          <Photo image={img} priority={index === 0} sizes="(min-width: 64rem) 38vw, 90vw" />
        ) : index === 0 ? (
          <InlineArt src={img.src} alt={img.alt} />
        ) : (
          <ArtImage src={img.src} width={img.width} height={img.height} alt={img.alt} sizes="(min-width: 64rem) 38vw, 90vw" />
        )}
      </div>
      <div className={styles.text}>
        <p className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </p>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <LanguageLabel language={language} />
        <p className={styles.description}>{service.overview.description}</p>
        {points.length > 0 && (
          <>
            <p id={pointsId} className={styles.pointsLabel} lang={language?.page}>
              {pages.services.keyPoints}
            </p>
            <ul className={styles.points} aria-labelledby={pointsId}>
              {points.map((point, i) => (
                <li key={i}>{point}</li>
              ))}
            </ul>
          </>
        )}
        <LinkButton href={service.path} variant="ink" hrefLang={language?.lang} lang={language?.page}>
          <ShortLabel
            shown={texts.home.knowMore}
            name={
              language ? (
                <FilledTemplate line={texts.home.serviceKnowMore} values={{ title: <OwnLanguage language={language}>{service.title}</OwnLanguage> }} />
              ) : (
                fillTemplate(texts.home.serviceKnowMore, { title: service.title })
              )
            }
          />
        </LinkButton>
      </div>
    </article>
  );
}
