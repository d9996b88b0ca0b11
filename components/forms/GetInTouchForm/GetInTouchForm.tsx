'use client';

import { useRef, type FormEvent } from 'react';
import { FormStatus } from '@/components/forms/FormStatus/FormStatus';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { sendAboutMessage } from '@/lib/emailjs';
import styles from '@/components/forms/fields.module.scss';
import { useDraft } from '@/components/forms/useDraft';
import { useSubmission } from '@/components/forms/useSubmission';
import { site } from '@/lib/content/bundled';
import { texts } from '@/lib/content/bundled';

const empty = { name: '', email: '', phone: '', position: '', subject: '' };

/** The About page's "Get in touch" form, sent like the other forms (docs/product-rules.md#forms). */
export function GetInTouchForm() {
  const { values, setField, clear } = useDraft('about', empty);
  const { state, submit, sending } = useSubmission({ onSent: clear });
  const trap = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(() => sendAboutMessage({ ...values }), trap.current?.value ?? '');
  };

  const field = (name: keyof typeof empty) => ({
    id: `about-${name}`,
    name,
    className: styles.input,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setField(name, e.target.value),
  });

  return (
    // Without JavaScript the browser hands the message to the visitor's mail app instead.
    <form className={styles.form} aria-label="Get in touch" action={`mailto:${site.email}`} method="post" encType="text/plain" onSubmit={onSubmit}>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="about-name">Name</label>
          <input {...field('name')} type="text" required autoComplete="name" />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="about-email">Company e-mail</label>
          <input {...field('email')} type="email" required autoComplete="work email" />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="about-phone">
            Phone number <span className={styles.optional}>(optional)</span>
          </label>
          <input {...field('phone')} type="tel" autoComplete="tel" />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="about-position">
            Title / position <span className={styles.optional}>(optional)</span>
          </label>
          <input {...field('position')} type="text" autoComplete="organization-title" />
        </div>
        <div className={`${styles.field} ${styles.full}`}>
          <label className={styles.label} htmlFor="about-subject">Subject</label>
          <textarea {...field('subject')} required rows={4} placeholder="What would you like to talk about?" />
        </div>
      </div>
      <Honeypot id="about-trap" inputRef={trap} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending…' : texts.about.connectButton}
        </button>
        <FormStatus cause={state.phase === 'failed' ? state.cause : null} />
      </div>
    </form>
  );
}
