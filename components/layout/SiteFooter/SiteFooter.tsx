import { ContactForm } from '@/components/forms/ContactForm/ContactForm';
import { Logo } from '@/components/layout/Logo/Logo';
import { SocialLinks } from '@/components/layout/SocialLinks/SocialLinks';
import { EntryWords } from '@/components/ui/LanguageLabel/LanguageLabel';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/content/fillTemplate';
import { formProps } from '@/lib/forms/copy';
import { requestLocale } from '@/lib/i18n/requestLocale';
import { navigation, type NavLink } from '@/lib/navigation';
import { listLengths } from '@/styles/tokens';
import styles from './SiteFooter.module.scss';

/** A footer list: its first entries by order and, when there are more, a link to all of them (docs/product-rules.md#footer). */
function LinkList({ id, heading, items, seeAll }: { id: string; heading: NavLink; items: NavLink[]; seeAll: string }) {
  const shown = items.slice(0, listLengths.footer);
  return (
    <nav className={styles.list} aria-labelledby={id}>
      <h2 id={id} className={styles.listHeading}>
        <a href={heading.href}>{heading.label}</a>
      </h2>
      <ul>
        {shown.map((item) => (
          <li key={item.href}>
            <a href={item.href} hrefLang={item.language?.lang}>
              <EntryWords words={item.label} language={item.language} />
            </a>
          </li>
        ))}
        {shown.length < items.length && (
          <li>
            <a href={heading.href} className={styles.seeAll}>
              {fillTemplate(seeAll, { count: items.length })}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** docs/product-rules.md#footer: every page ends with the contact form, socials, contact details and the two link lists. */
export function SiteFooter() {
  const content = getContent();
  const { site, texts } = content;
  const { footerSectors, footerServices, footerPages } = navigation(content);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.connect}>
          <ContactForm heading={texts.footer.connectUs} {...formProps(content, 'contact', requestLocale())} />
        </div>
        <div className={styles.about}>
          <Logo tone="light" className={styles.logo} />
          <p className={styles.tagline}>
            {fillTemplate(texts.footer.about, { tagline: site.tagline, locality: site.address.locality })}
          </p>
          <h2 className={styles.listHeading}>{texts.footer.contact}</h2>
          <address className={styles.contact}>
            {/* Non-breaking spaces keep the number on one line. */}
            <a href={`tel:+${site.phoneDigits}`}>{site.phoneDisplay.replace(/ /g, '\u00a0')}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <span>{site.addressLine}</span>
          </address>
          <h2 id="footer-follow" className={styles.listHeading}>
            {texts.footer.follow}
          </h2>
          <SocialLinks socials={site.socials} labelledBy="footer-follow" className={styles.socials} />
        </div>
        <LinkList id="footer-domains" heading={footerSectors.heading} items={footerSectors.items} seeAll={texts.footer.seeAll} />
        <LinkList id="footer-services" heading={footerServices.heading} items={footerServices.items} seeAll={texts.footer.seeAll} />
      </div>
      <div className={styles.legal}>
        <p>{fillTemplate(texts.footer.rights, { year: new Date().getFullYear(), name: site.name })}</p>
        <nav aria-label={texts.footer.linksName}>
          <ul className={styles.pages}>
            {footerPages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
