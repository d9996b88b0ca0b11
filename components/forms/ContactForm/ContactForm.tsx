'use client';

import { useRef, type FormEvent } from 'react';
import { FormStatus } from '@/components/forms/FormStatus/FormStatus';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { sendContact } from '@/lib/emailjs';
import { useDraft } from '@/components/forms/useDraft';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/lib/content/bundled';
import { texts } from '@/lib/content/bundled';
import styles from './ContactForm.module.scss';

const empty = { email_from: '', message_from: '' };

/** docs/product-rules.md#footer: the footer's "Connect Us" form, sent as multipart form data with fields email_from and message_from. */
export function ContactForm() {
  const { values, setField, clear } = useDraft('contact', empty);
  const { state, submit, sending } = useSubmission({ onSent: clear });
  const trap = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void submit(() => sendContact(form), trap.current?.value ?? '');
  };

  return (
    // Without JavaScript the browser hands the message to the visitor's mail app instead.
    <form
      className={styles.form}
      aria-labelledby="connect-us-heading"
      action={`mailto:${site.email}`}
      method="post"
      encType="text/plain"
      onSubmit={onSubmit}
    >
      <h2 id="connect-us-heading" className={styles.heading}>
        {texts.footer.connectUs}
      </h2>
      <div className={styles.field}>
        <label htmlFor="email_from">Your e-mail</label>
        <input
          id="email_from"
          name="email_from"
          type="email"
          required
          autoComplete="email"
          placeholder="name@company.com"
          value={values.email_from}
          onChange={(e) => setField('email_from', e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="message_from">Message</label>
        <textarea
          id="message_from"
          name="message_from"
          required
          rows={4}
          placeholder="Tell us about your idea"
          value={values.message_from}
          onChange={(e) => setField('message_from', e.target.value)}
        />
      </div>
      <Honeypot id="contact-trap" inputRef={trap} />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
      <FormStatus cause={state.phase === 'failed' ? state.cause : null} tone="dark" />
    </form>
  );
}
