import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { getContent, type Home, type ImageRef } from '@/lib/content';
import styles from './HomeHero.module.scss';

interface Props {
  name: string;
  art: { hero: ImageRef; underline: ImageRef };
  ctas: Home['heroCtas'];
}

/**
 * docs/product-rules.md#home: agency name (the page's only h1), "Idea to Implementation" with its underline on
 * large screens, both roof lines, the illustration and the calls to action. One markup for
 * every width; narrow screens drop the decoration and the motion through CSS. The entrance is a
 * CSS animation, so it runs with the first paint and needs no JavaScript.
 */
export function HomeHero({ name, art, ctas }: Props) {
  const { texts } = getContent();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div className={`${styles.entrance} ${styles.text}`}>
          <p className={styles.eyebrow}>{texts.home.roofLine}</p>
          <h1 id="home-title" className={styles.title}>
            {name}
          </h1>
          <p className={styles.tagline}>
            <span>{texts.home.tagline}</span>
            <ArtImage
              src={art.underline.src}
              width={art.underline.width}
              height={art.underline.height}
              alt=""
              className={styles.underline}
            />
          </p>
          <p className={styles.launch}>{texts.home.launchLine}</p>
          <div className={styles.ctas}>
            <LinkButton href={ctas.primary.href} size="hero" icon="none">
              {ctas.primary.label}
            </LinkButton>
            <LinkButton href={ctas.secondary.href} variant="outline" size="hero" icon="none">
              {ctas.secondary.label}
            </LinkButton>
          </div>
        </div>
        <div className={`${styles.entrance} ${styles.media}`}>
          <InlineArt src={art.hero.src} alt={art.hero.alt} className={styles.illustration} />
        </div>
      </div>
    </section>
  );
}
