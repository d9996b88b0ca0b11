import { SocialLinks } from '@/components/layout/SocialLinks/SocialLinks';
import { getContent } from '@/lib/content';
import styles from './ContactDetails.module.scss';

/** Phone, e-mail and address as a dark card beside a form, for visitors who would rather talk. */
export function ContactDetails() {
  const { pages, site } = getContent();
  const copy = pages.enquiry;
  return (
    <div className={styles.card}>
      <h2 id="contact-details-heading" className={styles.heading}>
        {copy.contactHeading}
      </h2>
      <p className={styles.text}>{copy.contactText}</p>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{copy.phoneLabel}</dt>
          <dd>
            {/* Non-breaking spaces keep the number on one line. */}
            <a href={`tel:+${site.phoneDigits}`}>{site.phoneDisplay.replace(/ /g, '\u00a0')}</a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{copy.emailLabel}</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{copy.addressLabel}</dt>
          <dd>
            <address>{site.addressLine}</address>
          </dd>
        </div>
      </dl>
      <SocialLinks socials={site.socials} iconSize={20} className={styles.socials} />
    </div>
  );
}
