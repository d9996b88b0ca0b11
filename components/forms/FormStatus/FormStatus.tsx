'use client';

import { useEffect, useRef } from 'react';
import type { FailureCopy } from '@/lib/content';
import type { FailureCause } from '@/lib/emailjs';
import styles from './FormStatus.module.scss';

/** The other ways to reach the studio, offered when a send fails. */
export interface ContactWay {
  email: string;
  whatsappUrl: string;
}

interface FormStatusProps {
  /** Why the last send failed; null while nothing has failed. */
  cause: FailureCause | null;
  copy: FailureCopy;
  contact: ContactWay;
  /** The footer form sits on ink, the page forms on light backgrounds. */
  tone?: 'light' | 'dark';
}

/** The visible, announced failure message of a form, with the e-mail address and WhatsApp as a way out. */
export function FormStatus({ cause, copy, contact, tone = 'light' }: FormStatusProps) {
  const region = useRef<HTMLDivElement>(null);

  // Focus moves here on failure: the button was disabled while sending, and keyboard users land on the news.
  useEffect(() => {
    if (cause) region.current?.focus();
  }, [cause]);

  const message = cause ? copy.causes[cause] : null;
  return (
    <div ref={region} role="alert" tabIndex={-1} className={`${styles.status} ${styles[tone]}`} data-cause={cause ?? undefined}>
      {message && (
        <>
          <p className={styles.heading}>{copy.heading}</p>
          <p>{[message.reason, copy.kept, message.next].filter(Boolean).join(' ')}</p>
          <p>
            {message.next ? copy.alsoEmail : copy.onlyEmail} <a href={`mailto:${contact.email}`}>{contact.email}</a> {copy.or}{' '}
            <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
              {copy.whatsapp}
            </a>
            .
          </p>
        </>
      )}
    </div>
  );
}
