'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './BrochureAutoDownload.module.scss';

/** docs/product-rules.md#brochure: opening /viewpdf downloads the brochure under its fixed name; screen readers are told. */
interface Props {
  /** Served path of the brochure PDF. */
  file: string;
  /** Fixed download name (docs/product-rules.md#brochure). */
  fileName: string;
  /** What screen readers are told once the download starts, in the page's language. */
  announcement: string;
}

export function BrochureAutoDownload({ file, fileName, announcement }: Props) {
  const started = useRef(false);
  const [announced, setAnnounced] = useState(false);

  useEffect(() => {
    // The ref survives React's development double effect, so the file downloads once.
    if (!started.current) {
      started.current = true;
      const link = document.createElement('a');
      link.href = file;
      link.download = fileName;
      link.click();
    }
    // Announced after the click, from the browser's own task queue rather than the effect body.
    const timer = window.setTimeout(() => setAnnounced(true), 0);
    return () => window.clearTimeout(timer);
  }, [file, fileName]);

  return (
    <p role="status" className={styles.status}>
      {announced ? announcement : ''}
    </p>
  );
}
