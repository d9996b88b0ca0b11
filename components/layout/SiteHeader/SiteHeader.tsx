import { HeaderScrollState } from '@/components/layout/HeaderScrollState/HeaderScrollState';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch/LanguageSwitch';
import { Logo } from '@/components/layout/Logo/Logo';
import { MenuOverlay } from '@/components/layout/MenuOverlay/MenuOverlay';
import { SocialLinks } from '@/components/layout/SocialLinks/SocialLinks';
import { SearchButton } from '@/components/search/SearchButton/SearchButton';
import { SearchLauncher } from '@/components/search/SearchLauncher/SearchLauncher';
import { getContent } from '@/lib/content';
import { requestLocale } from '@/lib/i18n/requestLocale';
import { linkTo } from '@/lib/links';
import { menuLabels, navigation, type LanguageLink } from '@/lib/navigation';
import styles from './SiteHeader.module.scss';

/**
 * docs/product-rules.md#header-and-menu: fixed header with the logo, large-screen links, the "Get
 * Quote" button, the language switch (docs/product-rules.md#languages) and the menu.
 */
export function SiteHeader({ languages }: { /** The same page in each edition (lib/navigation.ts languageLinks). */ languages: LanguageLink[] }) {
  const content = getContent();
  const { site, texts } = content;
  const { header: headerLinks, headerCta, menu: menuLinks } = navigation(content);
  return (
    <header className={styles.header} data-site-header>
      <div className={styles.inner}>
        <a href={linkTo('home')} className={styles.logo}>
          <Logo />
        </a>
        <nav className={styles.nav} aria-label={texts.header.navigation}>
          <ul className={styles.links}>
            {headerLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href} className={styles.link}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <a href={headerCta.href} className={styles.cta}>
            {headerCta.label}
          </a>
        </nav>
        <SearchButton href={linkTo('search')} label={texts.search.button} />
        <LanguageSwitch links={languages} label={texts.languages.switchName} tone="light" compact />
        {/* The menu's switch, search button and social links are drawn here, on the server, and handed to the client leaf as they are: no code of their own in the browser. */}
        <MenuOverlay
          links={menuLinks}
          socials={<SocialLinks socials={site.socials} label={texts.header.menuSocials} linkClassName={styles.menuSocial} />}
          companyName={site.name}
          labels={menuLabels(texts.header)}
          search={<SearchButton href={linkTo('search')} label={texts.search.button} />}
          languages={<LanguageSwitch links={languages} label={texts.languages.switchName} tone="dark" landmark={false} />}
        />
      </div>
      <SearchLauncher copy={texts.search} edition={requestLocale()} links={{ services: linkTo('services'), enquiry: linkTo('getQuote') }} />
      <HeaderScrollState />
    </header>
  );
}
