'use client';

import { useEffect, useRef, useState } from 'react';
import { brochureFile } from '@/content/paths';
import { texts } from '@/content/texts';
import styles from './BrochureAutoDownload.module.scss';

/** SPEC 2.11: opening /viewpdf downloads the brochure under its fixed name; screen readers are told. */
export function BrochureAutoDownload() {
  const started = useRef(false);
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    // The ref survives React's development double effect, so the file downloads once.
    if (!started.current) {
      started.current = true;
      const link = document.createElement('a');
      link.href = brochureFile;
      link.download = texts.brochure.fileName;
      link.click();
    }
    // Announced after the click, from the browser's own task queue rather than the effect body.
    const timer = window.setTimeout(() => setAnnounced(true), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <p role="status" className={styles.status}>
      {announced ? `Downloading ${texts.brochure.fileName}.` : ''}
    </p>
  );
}
