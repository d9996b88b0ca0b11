import { ClientLogosWhenNear } from '@/components/home/belowTheFold';
import { TestimonialSlider } from '@/components/home/TestimonialSlider/TestimonialSlider';
import { HomeHero } from '@/components/home/HomeHero/HomeHero';
import { HomeOverview } from '@/components/home/HomeOverview/HomeOverview';
import { SectorsSection } from '@/components/home/SectorsSection/SectorsSection';
import { ServiceGrid } from '@/components/home/ServiceGrid/ServiceGrid';
import { ServicesIntro } from '@/components/home/ServicesIntro/ServicesIntro';
import { StatsBlock } from '@/components/home/StatsBlock/StatsBlock';
import { ArticleCards } from '@/components/pages/ArticleCards/ArticleCards';
import { WorkCards } from '@/components/work/WorkCards/WorkCards';
import { getContent } from '@/lib/content';
import { localePath } from '@/lib/i18n/locales';
import { otherLanguage } from '@/lib/i18n/otherLanguage';
import { requestLocale } from '@/lib/i18n/requestLocale';
import { linkTo } from '@/lib/links';
import { homeArticleCount, newestFirst } from '@/lib/blog';
import { moreWorkCount, workQuoting } from '@/lib/work';

/** docs/product-rules.md#home: the home page, section by section. */
export function HomeView() {
  const { site, home, services, sectors, clients, testimonials, texts, pages, work, articles } = getContent();
  // A quote that a case study tells the story of links to it (docs/product-rules.md#work); a quote or
  // a client not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
  const quoted = testimonials.map((t) => {
    const study = workQuoting(work, t.slug);
    const language = otherLanguage(t);
    return {
      ...t,
      ...(language ? { language } : {}),
      ...(study ? { story: { href: study.path, label: pages.work.quoteLink, ...(otherLanguage(study) ? { hrefLang: study.locale } : {}) } } : {}),
    };
  });
  // The buttons' paths are shared by every edition, written as English's: each edition links its own page.
  const locale = requestLocale();
  const ctas = {
    primary: { ...home.heroCtas.primary, href: localePath(home.heroCtas.primary.href, locale) },
    secondary: { ...home.heroCtas.secondary, href: localePath(home.heroCtas.secondary.href, locale) },
  };
  const logos = clients.map((c) => {
    const language = otherLanguage(c);
    return language ? { ...c, language } : c;
  });
  return (
    <>
      <HomeHero name={site.name} art={home.images} ctas={ctas} />
      <HomeOverview overview={home.overview} icons={home.images.floatingIcons} />
      <StatsBlock heading={home.statsHeading} statistics={home.statistics} />
      <ServicesIntro art={home.images.servicesIntro} cta={ctas.secondary} />
      <ServiceGrid services={services} swipeHint={home.servicesSwipeHint} />
      <SectorsSection sectors={sectors} />
      <WorkCards id="selected-work" heading={pages.work.homeHeading} studies={work.slice(0, moreWorkCount)} more={{ href: linkTo('work'), label: pages.work.homeLink }} />
      {/* The newest published articles, absent when there is none (docs/product-rules.md#home). */}
      <ArticleCards
        id="latest-articles"
        heading={texts.blog.homeHeading}
        articles={newestFirst(articles).slice(0, homeArticleCount)}
        more={{ href: linkTo('blog'), label: texts.blog.homeLink }}
        centred
      />
      <ClientLogosWhenNear heading={texts.home.clientsHeading} logos={logos} labels={texts.home.clientLogos} words={texts.home.playPause} />
      <TestimonialSlider
        heading={texts.home.testimonialsHeading}
        testimonials={quoted}
        labels={texts.home.testimonialSlider}
        words={texts.home.playPause}
      />
    </>
  );
}
