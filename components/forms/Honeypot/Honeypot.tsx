import type { RefObject } from 'react';
import styles from './Honeypot.module.scss';

interface HoneypotProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Its label, in the page's language (forms.trap). */
  label: string;
}

/**
 * A field people never see and bots fill in (docs/product-rules.md#forms: a filled honeypot sends nothing).
 * Its `form` attribute names no form, so it is never part of the form's data, sendForm's included.
 */
export function Honeypot({ id, inputRef, label }: HoneypotProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name="company_website"
        form={`${id}-unattached`}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
