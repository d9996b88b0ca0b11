import { HeaderScrollState } from '@/components/layout/HeaderScrollState/HeaderScrollState';
import { Logo } from '@/components/layout/Logo/Logo';
import { MenuOverlay } from '@/components/layout/MenuOverlay/MenuOverlay';
import { SearchButton } from '@/components/search/SearchButton/SearchButton';
import { SearchLauncher } from '@/components/search/SearchLauncher/SearchLauncher';
import { getContent } from '@/lib/content';
import { requestLocale } from '@/lib/i18n/requestLocale';
import { linkTo } from '@/lib/links';
import { menuLabels, navigation } from '@/lib/navigation';
import styles from './SiteHeader.module.scss';

/** docs/product-rules.md#header-and-menu: fixed header with the logo, large-screen links, the "Get Quote" button and the menu. */
export function SiteHeader() {
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
        <MenuOverlay
          links={menuLinks}
          socials={site.socials}
          companyName={site.name}
          labels={menuLabels(texts.header)}
          search={<SearchButton href={linkTo('search')} label={texts.search.button} />}
        />
      </div>
      <SearchLauncher copy={texts.search} edition={requestLocale()} links={{ services: linkTo('services'), enquiry: linkTo('getQuote') }} />
      <HeaderScrollState />
    </header>
  );
}
