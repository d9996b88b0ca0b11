'use client';

import { EmailForm } from '@/components/forms/EmailForm/EmailForm';
import { TextField } from '@/components/forms/EmailForm/TextField';
import styles from '@/components/forms/fields.module.scss';
import type { FormProps } from '@/lib/forms/copy';
import { useEmailForm } from '@/lib/forms/useEmailForm';

/** The About page's "Get in touch" form, sent like the other forms (docs/product-rules.md#forms, #payloads). */
export function GetInTouchForm({ copy, contact, locale }: FormProps<'about'>) {
  const form = useEmailForm('about', { copy, contact, locale });
  const { fields, optional } = copy;
  return (
    <EmailForm {...form.shell} onSubmit={form.onSubmit()} label={copy.name}>
      <div className={styles.grid}>
        <TextField field={form.textField('name')} label={fields.name.label} type="text" required autoComplete="name" />
        <TextField field={form.textField('email')} label={fields.email.label} type="email" required autoComplete="work email" />
        <TextField field={form.textField('phone')} label={fields.phone.label} optionalNote={optional} type="tel" autoComplete="tel" />
        <TextField
          field={form.textField('position')}
          label={fields.position.label}
          optionalNote={optional}
          type="text"
          autoComplete="organization-title"
        />
        <TextField
          field={form.textField('subject')}
          label={fields.subject.label}
          full
          rows={4}
          required
          placeholder={fields.subject.placeholder}
        />
      </div>
    </EmailForm>
  );
}
