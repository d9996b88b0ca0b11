import { blogArticle } from '@/content/blog';
import { about, whoWeAre, whyWe } from '@/content/company';
import { homeArt } from '@/content/home';
import { pageCopy } from '@/content/pages';
import type { PageRoute } from '@/content/routes';
import { sectors } from '@/content/sectors';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { texts } from '@/content/texts';
import type { ImageRef } from '@/content/types';

/** What a page's share image shows: all of it read from content, so the image never goes stale. */
export interface ShareCard {
  kicker: string;
  title: string;
  line: string;
  /** Up to three short points shown instead of the line (sector pages); the line still goes into the alt text. */
  points?: string[];
  /** One illustration, or several: a grid (the industries page) or fanned pages (the brochure). */
  art: ImageRef[];
  artLayout?: 'grid' | 'fan';
  /** og:image:alt: what the image says, for people who cannot see it. */
  alt: string;
}

const card = (c: Omit<ShareCard, 'alt'>): ShareCard => ({ ...c, alt: `${site.name}: ${c.title}. ${c.line}` });

/** The share card of any page of the route registry. */
export function shareCardFor(route: PageRoute): ShareCard {
  switch (route.kind) {
    case 'home':
      return card({
        kicker: texts.home.roofLine,
        title: texts.home.tagline,
        line: `${texts.home.servicesIntroHeading} ${texts.home.servicesIntroSubline}`,
        art: [homeArt.hero],
      });
    case 'company': {
      const { eyebrow, title, lead } = pageCopy.company.banner;
      return card({ kicker: eyebrow, title, line: lead, art: [whoWeAre.image] });
    }
    case 'services': {
      const { eyebrow, title } = pageCopy.services.banner;
      return card({ kicker: eyebrow, title, line: texts.home.servicesIntroSubline, art: [homeArt.servicesIntro] });
    }
    case 'domains': {
      const { eyebrow, title, lead } = pageCopy.domains.banner;
      return card({ kicker: eyebrow, title, line: lead, art: sectors.map((s) => s.imgSrc), artLayout: 'grid' });
    }
    case 'about': {
      const { eyebrow, title, lead } = pageCopy.about.banner;
      return card({ kicker: eyebrow, title, line: lead, art: [about.mission.image] });
    }
    case 'enquiry':
      return card({ kicker: texts.header.getQuote, title: texts.enquiry.banner, line: pageCopy.enquiry.lead, art: [whyWe.image] });
    case 'blog':
      return card({ kicker: pageCopy.blog.eyebrow, title: blogArticle.title, line: `${pageCopy.blog.byline} ${blogArticle.author}`, art: [blogArticle.image] });
    case 'brochure': {
      const { eyebrow, title, lead } = pageCopy.brochure.banner;
      const pages = services.slice(0, 3).map((s) => s.backgroundImg);
      return card({ kicker: eyebrow, title, line: lead, art: pages, artLayout: 'fan' });
    }
    case 'service': {
      const s = services.find((x) => x.slug === route.slug)!;
      return card({ kicker: pageCopy.service.eyebrow, title: s.title, line: s.description, art: [s.page.img] });
    }
    case 'sector': {
      const s = sectors.find((x) => x.slug === route.slug)!;
      return card({
        kicker: pageCopy.sector.eyebrow,
        title: s.title,
        line: pageCopy.sector.bulletsHeading(s.title),
        points: s.page.bullets.slice(0, 3),
        art: [s.imgSrc],
      });
    }
  }
}
