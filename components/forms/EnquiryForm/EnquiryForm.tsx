'use client';

import { EmailForm } from '@/components/forms/EmailForm/EmailForm';
import { TextField } from '@/components/forms/EmailForm/TextField';
import styles from '@/components/forms/fields.module.scss';
import type { FormProps } from '@/lib/forms/copy';
import { useEmailForm } from '@/lib/forms/useEmailForm';

interface Props extends FormProps<'enquiry'> {
  /** The interest checkboxes, in content order; each label is sent as it is. */
  interests: string[];
}

/** docs/product-rules.md#inner-pages: the enquiry page form, sent as the six template parameters of docs/product-rules.md#payloads. */
export function EnquiryForm({ copy, contact, locale, interests }: Props) {
  const form = useEmailForm('enquiry', { copy, contact, locale });
  const { values, setField } = form;
  const { fields, optional } = copy;

  // Ticked labels always in content order, whatever order they were clicked in.
  const toggle = (label: string, checked: boolean) =>
    setField('interests', interests.filter((l) => (l === label ? checked : values.interests.includes(l))));

  return (
    <EmailForm {...form.shell} onSubmit={form.onSubmit()} label={copy.name}>
      <div className={styles.grid}>
        <TextField field={form.textField('name')} label={fields.name.label} type="text" required autoComplete="name" />
        {/* docs/product-rules.md#forms: digits only, whether typed or pasted (fieldFilters). */}
        <TextField
          field={form.textField('number')}
          label={fields.number.label}
          type="tel"
          inputMode="numeric"
          pattern="[0-9]+"
          title={fields.number.hint}
          required
          autoComplete="tel"
        />
        <TextField field={form.textField('email')} label={fields.email.label} type="email" required autoComplete="email" />
        <TextField field={form.textField('companyname')} label={fields.companyname.label} type="text" required autoComplete="organization" />
        {/* Plain text: visitors type "example.com" without a scheme, which type="url" would refuse. */}
        <TextField
          field={form.textField('websiteurl')}
          label={fields.websiteurl.label}
          optionalNote={optional}
          full
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder={fields.websiteurl.placeholder}
        />
      </div>
      <fieldset className={styles.interests}>
        <legend className={styles.legend}>
          {copy.interestsLegend} <span className={styles.optional}>{optional}</span>
        </legend>
        <ul className={styles.options}>
          {interests.map((interest, i) => (
            <li key={i}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name="interests"
                  value={interest}
                  checked={values.interests.includes(interest)}
                  onChange={(e) => toggle(interest, e.target.checked)}
                />
                <span>{interest}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </EmailForm>
  );
}
