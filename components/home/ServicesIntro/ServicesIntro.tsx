import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { getContent, type Home, type ImageRef } from '@/lib/content';
import styles from './ServicesIntro.module.scss';

interface Props {
  art: ImageRef;
  cta: Home['heroCtas']['secondary'];
}

/** docs/product-rules.md#home: the services introduction, with its 381 by 381 px illustration (docs/product-rules.md#counts-and-constants). */
export function ServicesIntro({ art, cta }: Props) {
  const { texts } = getContent();
  return (
    <section className={styles.section} aria-labelledby="services-intro-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="services-intro-heading" className={styles.heading}>
            {texts.home.servicesIntroHeading}
          </h2>
          <p className={styles.subline}>{texts.home.servicesIntroSubline}</p>
          <a href={cta.href} className={styles.link}>
            {cta.label}
          </a>
        </div>
        <ArtImage src={art.src} width={art.width} height={art.height} alt={art.alt} className={styles.art} />
      </div>
    </section>
  );
}
