import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { getContent, type Home, type ImageRef } from '@/lib/content';
import { HeroEntrance } from './HeroEntrance';
import styles from './HomeHero.module.scss';

interface Props {
  name: string;
  art: { hero: ImageRef; underline: ImageRef };
  ctas: Home['heroCtas'];
}

/**
 * docs/product-rules.md#home: agency name (the page's only h1), "Idea to Implementation" with its underline on
 * large screens, both roof lines, the illustration and the calls to action. One markup for
 * every width; narrow screens drop the decoration and the motion through CSS.
 */
export function HomeHero({ name, art, ctas }: Props) {
  const { texts } = getContent();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <HeroEntrance order={0} className={styles.text}>
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
        </HeroEntrance>
        <HeroEntrance order={1} className={styles.media}>
          <ArtImage
            src={art.hero.src}
            width={art.hero.width}
            height={art.hero.height}
            alt={art.hero.alt}
            preload
            className={styles.illustration}
          />
        </HeroEntrance>
      </div>
    </section>
  );
}
