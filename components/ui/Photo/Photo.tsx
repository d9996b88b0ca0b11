import { useId } from 'react';
import type { ImageRef } from '@/lib/content';
import type { PhotoSources } from '@/lib/media/photo';
import styles from './Photo.module.scss';

/** An entry's picture that is an uploaded photo rather than one of our drawings. */
export type PhotoImage = ImageRef & { photo: PhotoSources };
export const isPhoto = (image: ImageRef): image is PhotoImage => image.photo !== undefined;

interface Props {
  /** An entry's picture that is an uploaded photo (lib/media/photo.ts pictureFor). */
  image: PhotoImage;
  /** How wide the photo shows, as for <img sizes>, so a phone fetches a phone-sized file. */
  sizes: string;
  /** The largest picture above the fold: fetched first, at once (docs/product-rules.md#photos). */
  priority?: boolean;
  /** Overrides the photo's alt text: "" where the picture is decoration beside a link that says it all. */
  alt?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * An uploaded photo as a <picture>: AVIF, then WebP, at every width the build wrote, in the box of
 * the drawing it replaces (width and height given, so nothing shifts), over a blurred placeholder of
 * its own colours drawn in the HTML (no request, no data: URL for the CSP to allow). No client code:
 * it renders the same in server and client components.
 */
export function Photo({ image, sizes, priority = false, alt, loading, className }: Props) {
  const { photo } = image;
  const blur = useId();
  // The media step writes the sizes before every build; without them the page would show nothing.
  if (photo.unbuilt) throw new Error(photo.unbuilt);
  // Only under a photo that fills its box: a logo shown whole would show the placeholder around it.
  const placeholder = photo.fit === 'cover' ? photo.placeholder : undefined;
  return (
    <span className={className ? `${styles.frame} ${className}` : styles.frame}>
      {/* Holds the box at the drawing's proportions whatever the photo's own (an <img> takes its file's once loaded), and draws the placeholder. */}
      <svg
        className={styles.box}
        viewBox={`0 0 ${image.width} ${image.height}`}
        // Where a place gives the frame both sizes, the placeholder covers it as the photo does.
        preserveAspectRatio={photo.fit === 'cover' ? 'xMidYMid slice' : undefined}
        aria-hidden="true"
        focusable="false"
      >
        {placeholder && (
          <svg viewBox={`0 0 ${placeholder.columns} ${placeholder.rows}`} preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
            <filter id={blur} x="0" y="0" width="1" height="1">
              <feGaussianBlur stdDeviation="0.6" edgeMode="duplicate" />
            </filter>
            <g filter={`url(#${blur})`}>
              {placeholder.fills.map((fill, i) => (
                <rect key={i} x={i % placeholder.columns} y={Math.floor(i / placeholder.columns)} width="1" height="1" fill={fill} />
              ))}
            </g>
          </svg>
        )}
      </svg>
      <picture className={styles.picture}>
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        {/* A plain <img>: the build wrote the sizes, and next/image would add client code. */}
        <img
          className={`${styles.image} ${styles[photo.fit]}`}
          src={photo.fallback}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt}
          loading={priority ? 'eager' : (loading ?? 'lazy')}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </picture>
    </span>
  );
}
