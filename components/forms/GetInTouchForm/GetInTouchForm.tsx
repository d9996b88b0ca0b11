'use client';

import { EmailForm } from '@/components/forms/EmailForm/EmailForm';
import { FieldLabel } from '@/components/forms/EmailForm/FieldLabel';
import type { ContactWay } from '@/components/forms/FormStatus/FormStatus';
import styles from '@/components/forms/fields.module.scss';
import { useEmailForm } from '@/lib/forms/useEmailForm';
import type { FormsCopy } from '@/lib/content';
import { sendAboutMessage } from '@/lib/emailjs';

interface Props {
  copy: FormsCopy;
  submitLabel: string;
  contact: ContactWay;
}

const empty = { name: '', email: '', phone: '', position: '', subject: '' };

/** The About page's "Get in touch" form, sent like the other forms (docs/product-rules.md#forms). */
export function GetInTouchForm({ copy, submitLabel, contact }: Props) {
  const form = useEmailForm('about', empty, copy.successAlert);
  const { fields } = copy.about;

  const field = (name: keyof typeof empty) => form.textField('about', name, styles.input);
  const label = (name: keyof typeof empty, optional = false) => (
    <FieldLabel htmlFor={`about-${name}`} label={fields[name].label} optionalNote={optional ? copy.optional : undefined} />
  );

  return (
    <EmailForm
      {...form.shell}
      onSubmit={form.onSubmit(() => sendAboutMessage({ ...form.values }))}
      submitLabel={submitLabel}
      sendingLabel={copy.sending}
      failureCopy={copy.failure}
      contact={contact}
      label={copy.about.name}
      className={styles.form}
      submitClassName={styles.submit}
      actionsClassName={styles.actions}
    >
      <div className={styles.grid}>
        <div className={styles.field}>
          {label('name')}
          <input {...field('name')} type="text" required autoComplete="name" />
        </div>
        <div className={styles.field}>
          {label('email')}
          <input {...field('email')} type="email" required autoComplete="work email" />
        </div>
        <div className={styles.field}>
          {label('phone', true)}
          <input {...field('phone')} type="tel" autoComplete="tel" />
        </div>
        <div className={styles.field}>
          {label('position', true)}
          <input {...field('position')} type="text" autoComplete="organization-title" />
        </div>
        <div className={`${styles.field} ${styles.full}`}>
          {label('subject')}
          <textarea {...field('subject')} required rows={4} placeholder={fields.subject.placeholder} />
        </div>
      </div>
    </EmailForm>
  );
}
