'use client';

import { EmailForm } from '@/components/forms/EmailForm/EmailForm';
import { TextField } from '@/components/forms/EmailForm/TextField';
import type { FormProps } from '@/lib/forms/copy';
import { useEmailForm } from '@/lib/forms/useEmailForm';
import { sendContact } from '@/lib/emailjs';
import styles from './ContactForm.module.scss';

interface Props extends FormProps<'contact'> {
  heading: string;
}

/** The footer's fields keep their own look on ink. */
const look = { field: styles.field };

/** docs/product-rules.md#footer: the footer's "Connect Us" form, sent as multipart form data with fields email_from and message_from. */
export function ContactForm({ heading, copy, contact, locale }: Props) {
  const form = useEmailForm('contact', { copy, contact, locale });
  const { fields } = copy;
  return (
    <EmailForm
      {...form.shell}
      // docs/product-rules.md#payloads: the footer posts its own form element with sendForm.
      onSubmit={form.onSubmit(sendContact)}
      labelledBy="connect-us-heading"
      tone="dark"
      className={styles.form}
      submitClassName={styles.submit}
    >
      <h2 id="connect-us-heading" className={styles.heading}>
        {heading}
      </h2>
      <TextField
        field={form.textField('email_from')}
        label={fields.email_from.label}
        look={look}
        type="email"
        required
        autoComplete="email"
        placeholder={fields.email_from.placeholder}
      />
      <TextField
        field={form.textField('message_from')}
        label={fields.message_from.label}
        look={look}
        rows={4}
        required
        placeholder={fields.message_from.placeholder}
      />
    </EmailForm>
  );
}
