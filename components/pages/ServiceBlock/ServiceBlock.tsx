import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { pageCopy } from '@/content/pages';
import { slugPath } from '@/content/routes';
import type { Service } from '@/content/services';
import { texts } from '@/content/texts';
import styles from './ServiceBlock.module.scss';

// SPEC 2.6 / 9: up to six key points per block.
const MAX_KEY_POINTS = 6;

/** The block's key points in order, blank ones dropped (SPEC 2.6), at most six. */
export function visibleKeyPoints(block: Service['block']): string[] {
  const all = [block.keypoint1, block.keypoint2, block.keypoint3, block.keypoint4, block.keypoint5, block.keypoint6, block.keypoint7];
  return all.filter((k): k is string => typeof k === 'string' && k.trim() !== '').slice(0, MAX_KEY_POINTS);
}

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
  const points = visibleKeyPoints(service.block);
  const { img } = service.block;
  return (
    <article aria-labelledby={headingId} className={`${styles.block} ${index % 2 === 1 ? styles.flipped : ''}`}>
      <div className={styles.media}>
        <ArtImage src={img.src} width={img.width} height={img.height} alt={img.alt} sizes="(min-width: 64rem) 38vw, 90vw" />
      </div>
      <div className={styles.text}>
        <p className={styles.number} aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </p>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <p className={styles.description}>{service.block.description}</p>
        {points.length > 0 && (
          <>
            <p id={pointsId} className={styles.pointsLabel}>
              {pageCopy.services.keyPoints}
            </p>
            <ul className={styles.points} aria-labelledby={pointsId}>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </>
        )}
        <LinkButton href={slugPath(service.slug)} variant="ink">
          {texts.home.knowMore}
          <span className={styles.srOnly}> about {service.title}</span>
        </LinkButton>
      </div>
    </article>
  );
}
