import { texts } from '@/content/texts';
import styles from './ContactForm.module.scss';

/** SPEC 2.3 / 7: the footer's "Connect Us" form, fields email_from and message_from. */
export function ContactForm() {
  return (
    <form className={styles.form} aria-labelledby="connect-us-heading">
      <h2 id="connect-us-heading" className={styles.heading}>
        {texts.footer.connectUs}
      </h2>
      <div className={styles.field}>
        <label htmlFor="email_from">Your e-mail</label>
        <input id="email_from" name="email_from" type="email" required autoComplete="email" placeholder="name@company.com" />
      </div>
      <div className={styles.field}>
        <label htmlFor="message_from">Message</label>
        <textarea id="message_from" name="message_from" required rows={4} placeholder="Tell us about your idea" />
      </div>
      <button type="submit" className={styles.submit}>
        Send message
      </button>
    </form>
  );
}
