import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd/JsonLd';
import type { PageRoute } from '@/content/routes';
import { sectors } from '@/content/sectors';
import { services } from '@/content/services';
import { pageMetadata } from '../seo';
import { structuredDataFor } from '../structuredData';
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

/** Title, description, canonical URL and share tags of any page (app/seo.ts). */
export function metadataFor(route: PageRoute): Metadata {
  return pageMetadata(route);
}

/** A pre-rendered path: its structured data, then its view. */
export function PageView({ route }: { route: PageRoute }) {
  return (
    <>
      <JsonLd data={structuredDataFor(route)} />
      <KindView route={route} />
    </>
  );
}

/** Picks the view for a pre-rendered path; every spelling of a page renders the same view. */
function KindView({ route }: { route: PageRoute }) {
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
