'use client';

import { EmailForm } from '@/components/forms/EmailForm/EmailForm';
import type { ContactWay } from '@/components/forms/FormStatus/FormStatus';
import { useEmailForm } from '@/lib/forms/useEmailForm';
import type { FormsCopy } from '@/lib/content';
import { sendContact } from '@/lib/emailjs';
import styles from './ContactForm.module.scss';

interface Props {
  heading: string;
  copy: FormsCopy;
  contact: ContactWay;
}

const empty = { email_from: '', message_from: '' };

/** docs/product-rules.md#footer: the footer's "Connect Us" form, sent as multipart form data with fields email_from and message_from. */
export function ContactForm({ heading, copy, contact }: Props) {
  const form = useEmailForm('contact', empty, copy.successAlert);
  const { fields } = copy.contact;
  return (
    <EmailForm
      {...form.shell}
      onSubmit={form.onSubmit(sendContact)}
      submitLabel={copy.contact.submit}
      sendingLabel={copy.sending}
      failureCopy={copy.failure}
      contact={contact}
      labelledBy="connect-us-heading"
      tone="dark"
      className={styles.form}
      submitClassName={styles.submit}
    >
      <h2 id="connect-us-heading" className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.field}>
        <label htmlFor="email_from">{fields.email_from.label}</label>
        <input
          id="email_from"
          name="email_from"
          type="email"
          required
          autoComplete="email"
          placeholder={fields.email_from.placeholder}
          value={form.values.email_from}
          onChange={(e) => form.setField('email_from', e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="message_from">{fields.message_from.label}</label>
        <textarea
          id="message_from"
          name="message_from"
          required
          rows={4}
          placeholder={fields.message_from.placeholder}
          value={form.values.message_from}
          onChange={(e) => form.setField('message_from', e.target.value)}
        />
      </div>
    </EmailForm>
  );
}
