import { InlineArt } from '@/components/ui/InlineArt/InlineArt';
import { isPhoto, Photo } from '@/components/ui/Photo/Photo';
import { fillTemplate, getContent, type Article } from '@/lib/content';
import { formatDate, type Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/markdown/renderMarkdown';
import { SocialLinks } from '@/components/layout/SocialLinks/SocialLinks';
import styles from './BlogArticle.module.scss';

/** "14 October 2026" for an ISO date, in English: the same on every build machine (lib/i18n/locales.ts formatDate). */
export const formatArticleDate = (iso: string, locale: Locale = 'en'): string => formatDate(iso, locale);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

interface Props {
  article: Article;
  /** The article's topics, each linking to its tag page. */
  tags?: readonly { name: string; href: string }[];
  /** Where the article is shown in full away from its own page (the blog page), the link to that page. */
  ownPage?: string;
}

/** docs/product-rules.md#blog: one article, with its byline, social links, image, sections and topics. */
export function BlogArticle({ article, tags = [], ownPage }: Props) {
  const { texts } = getContent();
  const { pages, site } = getContent();
  const copy = pages.blog;
  const image = article.images.hero;
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <header className={styles.header}>
        <div className={styles.narrow}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          {article.standfirst && <p className={styles.standfirst}>{article.standfirst}</p>}
          <div className={styles.meta}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(article.author)}
            </span>
            <div className={styles.who}>
              <p>
                {copy.byline} <strong>{article.author}</strong>, <span className={styles.role}>{article.authorRole}</span>
              </p>
              <p className={styles.when}>
                <time dateTime={article.date}>{formatArticleDate(article.date, article.locale)}</time>
                <span aria-hidden="true"> · </span>
                <span>{fillTemplate(copy.minutesRead, { minutes: article.readMinutes })}</span>
                {ownPage && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <a className={styles.ownPage} href={ownPage}>
                      {texts.blog.ownPage}
                    </a>
                  </>
                )}
              </p>
            </div>
            <div className={styles.share} data-search-ignore>
              <p id="article-share" className={styles.shareLabel}>
                {copy.share}
              </p>
              <SocialLinks socials={site.socials} labelledBy="article-share" iconSize={18} />
            </div>
          </div>
        </div>
      </header>
      <div className={styles.figure}>
        {/* The first large picture of the page: drawn in the HTML, so it is in the first paint. */}
        {isPhoto(image) ? <Photo image={image} priority sizes="(min-width: 76rem) 76rem, 100vw" /> : <InlineArt src={image.src} alt={image.alt} />}
      </div>
      <div className={`${styles.narrow} ${styles.body}`}>
        {/* Editors' Markdown, rendered and sanitised at build time (docs/product-rules.md#content). */}
        <div className={styles.section} dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body, site.url).html }} />
        {tags.length > 0 && (
          <div className={styles.tags}>
            <p id={`${article.slug}-tags`} className={styles.tagsLabel}>
              {texts.blog.tags}
            </p>
            <ul aria-labelledby={`${article.slug}-tags`}>
              {tags.map((tag) => (
                <li key={tag.href}>
                  <a href={tag.href}>{tag.name}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </article>
  );
}
