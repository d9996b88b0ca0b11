import styles from '@/components/forms/fields.module.scss';

interface Props {
  htmlFor: string;
  label: string;
  /** The "(optional)" note, for fields the visitor may leave empty. */
  optionalNote?: string;
}

/** A form field's visible label, with the optional note where the field may stay empty. */
export function FieldLabel({ htmlFor, label, optionalNote }: Props) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {optionalNote && <span className={styles.optional}> {optionalNote}</span>}
    </label>
  );
}
