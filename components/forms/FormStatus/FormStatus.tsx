'use client';

import { useEffect, useRef } from 'react';
import type { FailureCopy } from '@/lib/content';
import type { FailureCause } from '@/lib/emailjs';
import type { ContactWay } from '@/lib/forms/copy';
import { mailLink, whatsappLink } from '@/lib/forms/prefill';
import styles from './FormStatus.module.scss';

interface FormStatusProps {
  /** Why the last send failed; null while nothing has failed. */
  cause: FailureCause | null;
  copy: FailureCopy;
  contact: ContactWay;
  /** The typed message, "Label: value" a line, which the e-mail and WhatsApp links carry. */
  message: string;
  /** The browser refuses site data: the message lasts only while the page is open. */
  notStored?: boolean;
  /** The footer form sits on ink, the page forms on light backgrounds. */
  tone?: 'light' | 'dark';
}

/**
 * The visible, announced failure message of a form (docs/product-rules.md#failure-wording), with
 * an e-mail and a WhatsApp chat pre-filled with the message as a way out.
 */
export function FormStatus({ cause, copy, contact, message, notStored = false, tone = 'light' }: FormStatusProps) {
  const region = useRef<HTMLDivElement>(null);

  // Focus moves here on failure: the button was disabled while sending, and keyboard users land on the news.
  useEffect(() => {
    if (cause) region.current?.focus();
  }, [cause]);

  const reason = cause ? copy.causes[cause] : null;
  return (
    <div ref={region} role="alert" tabIndex={-1} className={`${styles.status} ${styles[tone]}`} data-cause={cause ?? undefined}>
      {reason && (
        <>
          <p className={styles.heading}>{copy.heading}</p>
          <p>{[reason.reason, copy.kept, notStored && copy.notStored, reason.next].filter(Boolean).join(' ')}</p>
          <p>
            {reason.next ? copy.alsoEmail : copy.onlyEmail}{' '}
            <a href={mailLink(contact.email, copy.mailSubject, message, copy.shortened)}>{contact.email}</a> {copy.or}{' '}
            <a href={whatsappLink(contact.whatsappUrl, message, copy.shortened)} target="_blank" rel="noopener noreferrer">
              {copy.whatsapp}
            </a>
            .
          </p>
        </>
      )}
    </div>
  );
}
