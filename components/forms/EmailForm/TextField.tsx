import type { ChangeEvent, InputHTMLAttributes } from 'react';
import fields from '@/components/forms/fields.module.scss';

/** A field bound to a form's value (useEmailForm's textField). */
interface Bound {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'>;

interface Props extends InputProps {
  field: Bound;
  label: string;
  /** The "(optional)" note, for fields the visitor may leave empty. */
  optionalNote?: string;
  /** Spans both columns of a page form's grid. */
  full?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The classes of the field's wrapper, label and input; page forms use fields.module.scss. */
  look?: { field: string | undefined; label?: string; input?: string };
}

const pageLook = { field: fields.field, label: fields.label, input: fields.input };

/**
 * docs/product-rules.md#forms: a required field of white space alone is empty. The script says so
 * in its own words (useEmailForm); this pattern holds the rule without JavaScript too, in the
 * one-line fields (HTML gives a textarea no pattern).
 */
const notBlank = '.*\\S.*';

/** One labelled text field of a form: its label (with the optional note) over the input or textarea. */
export function TextField({ field, label, optionalNote, full, rows, look = pageLook, ...input }: Props) {
  const { required, placeholder, autoComplete } = input;
  return (
    <div className={full ? `${look.field} ${fields.full}` : look.field}>
      <label className={look.label} htmlFor={field.id}>
        {label}
        {optionalNote && <span className={fields.optional}> {optionalNote}</span>}
      </label>
      {rows ? (
        <textarea {...field} className={look.input} rows={rows} required={required} placeholder={placeholder} autoComplete={autoComplete} />
      ) : (
        <input {...field} {...input} pattern={input.pattern ?? (required ? notBlank : undefined)} className={look.input} />
      )}
    </div>
  );
}
