'use client';

import { useEffect, useRef } from 'react';
import type { FailureCause } from '@/lib/emailjs';
import { site } from '@/lib/content/bundled';
import { failureMessages, keptNote, notSentHeading } from './failureMessages';
import styles from './FormStatus.module.scss';

interface FormStatusProps {
  /** Why the last send failed; null while nothing has failed. */
  cause: FailureCause | null;
  /** The footer form sits on ink, the page forms on light backgrounds. */
  tone?: 'light' | 'dark';
}

/** The visible, announced failure message of a form, with the e-mail address and WhatsApp as a way out. */
export function FormStatus({ cause, tone = 'light' }: FormStatusProps) {
  const region = useRef<HTMLDivElement>(null);

  // Focus moves here on failure: the button was disabled while sending, and keyboard users land on the news.
  useEffect(() => {
    if (cause) region.current?.focus();
  }, [cause]);

  const message = cause ? failureMessages[cause] : null;
  return (
    <div ref={region} role="alert" tabIndex={-1} className={`${styles.status} ${styles[tone]}`} data-cause={cause ?? undefined}>
      {message && (
        <>
          <p className={styles.heading}>{notSentHeading}</p>
          <p>{[message.reason, keptNote, message.next].filter(Boolean).join(' ')}</p>
          <p>
            {message.next ? 'You can also e-mail us at' : 'Please e-mail us at'} <a href={`mailto:${site.email}`}>{site.email}</a> or{' '}
            <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer">
              chat with us on WhatsApp
            </a>
            .
          </p>
        </>
      )}
    </div>
  );
}
