'use client';

import { useRef, type FormEvent } from 'react';
import { FormStatus } from '@/components/forms/FormStatus/FormStatus';
import { Honeypot } from '@/components/forms/Honeypot/Honeypot';
import { digitsOnly } from '@/components/forms/digits';
import { sendEnquiry } from '@/lib/emailjs';
import styles from '@/components/forms/fields.module.scss';
import { useDraft } from '@/components/forms/useDraft';
import { useSubmission } from '@/components/forms/useSubmission';
import { enquiryInterests } from '@/lib/content/bundled';
import { site } from '@/lib/content/bundled';

const empty = {
  name: '',
  number: '',
  email: '',
  websiteurl: '',
  companyname: '',
  interests: [] as string[],
};

/** docs/product-rules.md#inner-pages: the enquiry page form, sent as the six template parameters of docs/product-rules.md#payloads. */
export function EnquiryForm() {
  const { values, setField, clear } = useDraft('enquiry', empty);
  const { state, submit, sending } = useSubmission({ onSent: clear });
  const trap = useRef<HTMLInputElement>(null);

  // Ticked labels always in content order, whatever order they were clicked in.
  const toggle = (label: string, checked: boolean) =>
    setField('interests', enquiryInterests.filter((l) => (l === label ? checked : values.interests.includes(l))));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { name, number, email, websiteurl, companyname, interests } = values;
    const params = { name, number, email, websiteurl, companyname, interests: interests.join(', ') };
    void submit(() => sendEnquiry(params), trap.current?.value ?? '');
  };

  const text = (field: 'name' | 'email' | 'websiteurl' | 'companyname') => ({
    id: `enquiry-${field}`,
    name: field,
    className: styles.input,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setField(field, e.target.value),
  });

  return (
    // Without JavaScript the browser hands the enquiry to the visitor's mail app instead.
    <form className={styles.form} aria-label="Enquiry" action={`mailto:${site.email}`} method="post" encType="text/plain" onSubmit={onSubmit}>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="enquiry-name">Name</label>
          <input {...text('name')} type="text" required autoComplete="name" />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="enquiry-number">Mobile number</label>
          <input
            id="enquiry-number"
            name="number"
            className={styles.input}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]+"
            title="Digits only"
            required
            autoComplete="tel"
            value={values.number}
            onChange={(e) => setField('number', digitsOnly(e.target.value))}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="enquiry-email">E-mail</label>
          <input {...text('email')} type="email" required autoComplete="email" />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="enquiry-companyname">Company name</label>
          <input {...text('companyname')} type="text" required autoComplete="organization" />
        </div>
        <div className={`${styles.field} ${styles.full}`}>
          <label className={styles.label} htmlFor="enquiry-websiteurl">
            Website <span className={styles.optional}>(optional)</span>
          </label>
          {/* Plain text: visitors type "example.com" without a scheme, which type="url" would refuse. */}
          <input {...text('websiteurl')} type="text" inputMode="url" autoComplete="url" placeholder="www.yourcompany.com" />
        </div>
      </div>
      <fieldset className={styles.interests}>
        <legend className={styles.legend}>
          I am interested in <span className={styles.optional}>(optional)</span>
        </legend>
        <ul className={styles.options}>
          {enquiryInterests.map((label) => (
            <li key={label}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name="interests"
                  value={label}
                  checked={values.interests.includes(label)}
                  onChange={(e) => toggle(label, e.target.checked)}
                />
                <span>{label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Honeypot id="enquiry-trap" inputRef={trap} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending…' : 'Send enquiry'}
        </button>
        <FormStatus cause={state.phase === 'failed' ? state.cause : null} />
      </div>
    </form>
  );
}
