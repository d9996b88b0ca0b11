import { LinkButton } from '@/components/ui/LinkButton/LinkButton';
import { PageBanner } from '@/components/pages/PageBanner/PageBanner';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { linkTo } from '@/lib/links';
import { notFoundRedirectScript } from '@/lib/inlineScripts';

interface Props {
  /** Lower-case path -> canonical path of every known page. */
  canonicalByLowerPath: Record<string, string>;
  locale: Locale;
}

/** The HTTP status, shown as the banner's eyebrow. */
const statusCode = '404';

/**
 * docs/product-rules.md#inner-pages 404 page. A path that names a known page in another letter case (/SERVICES,
 * /Web-Development) is sent to that page's canonical URL before anything paints (docs/product-rules.md#routes).
 * Built from the inner pages' banner and button only: a stylesheet of its own would be
 * preloaded on every page, because Next renders the not-found boundary from the root layout.
 */
export function NotFound({ canonicalByLowerPath, locale }: Props) {
  const { texts } = getContent(undefined, locale);
  // Runs inline during parsing, so a misspelt-case URL never flashes the 404 text.
  const redirect = notFoundRedirectScript(canonicalByLowerPath);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: redirect }} />
      <PageBanner eyebrow={statusCode} title={texts.notFound.heading} lead={texts.notFound.line}>
        <LinkButton href={linkTo('home', locale)} variant="ink">
          {texts.notFound.back}
        </LinkButton>
      </PageBanner>
    </>
  );
}
