'use client';

import { EmailForm } from '@/components/forms/EmailForm/EmailForm';
import { FieldLabel } from '@/components/forms/EmailForm/FieldLabel';
import type { ContactWay } from '@/components/forms/FormStatus/FormStatus';
import { digitsOnly } from '@/lib/forms/digits';
import styles from '@/components/forms/fields.module.scss';
import { useEmailForm } from '@/lib/forms/useEmailForm';
import type { FormsCopy } from '@/lib/content';
import { sendEnquiry } from '@/lib/emailjs';

interface Props {
  copy: FormsCopy;
  /** The interest checkboxes, in content order; each label is sent as it is. */
  interests: string[];
  contact: ContactWay;
}

const empty = {
  name: '',
  number: '',
  email: '',
  websiteurl: '',
  companyname: '',
  interests: [] as string[],
};

/** docs/product-rules.md#inner-pages: the enquiry page form, sent as the six template parameters of docs/product-rules.md#payloads. */
export function EnquiryForm({ copy, interests, contact }: Props) {
  const form = useEmailForm('enquiry', empty, copy.successAlert);
  const { values, setField } = form;
  const { fields } = copy.enquiry;

  // Ticked labels always in content order, whatever order they were clicked in.
  const toggle = (label: string, checked: boolean) =>
    setField('interests', interests.filter((l) => (l === label ? checked : values.interests.includes(l))));

  const send = () => {
    const { name, number, email, websiteurl, companyname } = values;
    return sendEnquiry({ name, number, email, websiteurl, companyname, interests: values.interests.join(', ') });
  };

  const text = (field: 'name' | 'email' | 'websiteurl' | 'companyname') => form.textField('enquiry', field, styles.input);
  const label = (field: keyof typeof fields, optional = false) => (
    <FieldLabel htmlFor={`enquiry-${field}`} label={fields[field].label} optionalNote={optional ? copy.optional : undefined} />
  );

  return (
    <EmailForm
      {...form.shell}
      onSubmit={form.onSubmit(send)}
      submitLabel={copy.enquiry.submit}
      sendingLabel={copy.sending}
      failureCopy={copy.failure}
      contact={contact}
      label={copy.enquiry.name}
      className={styles.form}
      submitClassName={styles.submit}
      actionsClassName={styles.actions}
    >
      <div className={styles.grid}>
        <div className={styles.field}>
          {label('name')}
          <input {...text('name')} type="text" required autoComplete="name" />
        </div>
        <div className={styles.field}>
          {label('number')}
          <input
            id="enquiry-number"
            name="number"
            className={styles.input}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]+"
            title={fields.number.hint}
            required
            autoComplete="tel"
            value={values.number}
            onChange={(e) => setField('number', digitsOnly(e.target.value))}
          />
        </div>
        <div className={styles.field}>
          {label('email')}
          <input {...text('email')} type="email" required autoComplete="email" />
        </div>
        <div className={styles.field}>
          {label('companyname')}
          <input {...text('companyname')} type="text" required autoComplete="organization" />
        </div>
        <div className={`${styles.field} ${styles.full}`}>
          {label('websiteurl', true)}
          {/* Plain text: visitors type "example.com" without a scheme, which type="url" would refuse. */}
          <input {...text('websiteurl')} type="text" inputMode="url" autoComplete="url" placeholder={fields.websiteurl.placeholder} />
        </div>
      </div>
      <fieldset className={styles.interests}>
        <legend className={styles.legend}>
          {copy.enquiry.interestsLegend} <span className={styles.optional}>{copy.optional}</span>
        </legend>
        <ul className={styles.options}>
          {interests.map((interest) => (
            <li key={interest}>
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
