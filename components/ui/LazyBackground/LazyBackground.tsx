'use client';

import { ArtImage } from '@/components/ui/ArtImage/ArtImage';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import { useEffect, useRef, useState } from 'react';
import type { ImageRef } from '@/lib/content';
import { lazyThreshold } from '@/styles/tokens';
import styles from './LazyBackground.module.scss';

interface Props {
  image: ImageRef;
  className?: string;
}

/**
 * docs/product-rules.md#home: a card's background art is requested only once the card is at least 10 % visible;
 * observation then stops. The box has its size from the start, so nothing shifts. Without
 * JavaScript the <noscript> copy shows the art.
 */
export function LazyBackground({ image, className }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= lazyThreshold)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: lazyThreshold },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const img = isPhoto(image) ? (
    <Photo image={image} alt="" loading="eager" sizes={`${image.width}px`} className={styles.image} />
  ) : (
    <ArtImage src={image.src} width={image.width} height={image.height} alt="" loading="eager" className={styles.image} />
  );

  return (
    <div ref={boxRef} className={`${styles.box} ${className ?? ''}`} data-loaded={visible}>
      {visible ? img : <noscript>{img}</noscript>}
    </div>
  );
}
