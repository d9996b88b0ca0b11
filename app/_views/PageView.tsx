import type { Metadata } from 'next';
import type { PageRoute } from '@/content/routes';
import { sectors } from '@/content/sectors';
import { pageSeo } from '@/content/seo';
import { services } from '@/content/services';
import { pageMetadata } from '../seo';
import { AboutView } from './AboutView';
import { BlogView } from './BlogView';
import { BrochureView } from './BrochureView';
import { CompanyView } from './CompanyView';
import { DomainsView } from './DomainsView';
import { EnquiryView } from './EnquiryView';
import { SectorView } from './SectorView';
import { ServiceView } from './ServiceView';
import { ServicesView } from './ServicesView';

const serviceOf = (slug = '') => services.find((s) => s.slug === slug)!;
const sectorOf = (slug = '') => sectors.find((s) => s.slug === slug)!;

/** Title and description of any page other than home, from content. */
export function metadataFor(route: PageRoute): Metadata {
  switch (route.kind) {
    case 'service': {
      const s = serviceOf(route.slug);
      return pageMetadata({ title: s.title, description: s.description, canonical: route.canonical });
    }
    case 'sector': {
      const s = sectorOf(route.slug);
      return pageMetadata({ title: `${s.title} Industry`, description: s.page.paragraph.slice(0, 155), canonical: route.canonical });
    }
    case 'home':
      return {};
    default:
      return pageMetadata({ ...pageSeo[route.kind], canonical: route.canonical });
  }
}

/** Picks the view for a pre-rendered path; every spelling of a page renders the same view. */
export function PageView({ route }: { route: PageRoute }) {
  switch (route.kind) {
    case 'company':
      return <CompanyView />;
    case 'services':
      return <ServicesView />;
    case 'domains':
      return <DomainsView />;
    case 'about':
      return <AboutView />;
    case 'enquiry':
      return <EnquiryView />;
    case 'blog':
      return <BlogView />;
    case 'brochure':
      return <BrochureView />;
    case 'service':
      return <ServiceView service={serviceOf(route.slug)} />;
    case 'sector':
      return <SectorView sector={sectorOf(route.slug)} />;
    case 'home':
      return null;
  }
}
