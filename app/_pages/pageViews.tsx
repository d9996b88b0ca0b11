import type { ReactNode } from 'react';
import type { PageKind, RouteOf } from '@/lib/routes';
import { AboutView } from '../_views/AboutView';
import { ArticleView } from '../_views/ArticleView';
import { BlogView } from '../_views/BlogView';
import { BrochureView } from '../_views/BrochureView';
import { CaseStudyView } from '../_views/CaseStudyView';
import { CompanyView } from '../_views/CompanyView';
import { EnquiryView } from '../_views/EnquiryView';
import { NotFoundView } from '../_views/NotFoundView';
import { SearchView } from '../_views/SearchView';
import { SectorView } from '../_views/SectorView';
import { SectorsView } from '../_views/SectorsView';
import { ServiceView } from '../_views/ServiceView';
import { ServicesView } from '../_views/ServicesView';
import { TagView } from '../_views/TagView';
import { WorkView } from '../_views/WorkView';

/** The kinds of page the inner pages' routes render; the home page renders its own (app/_pages/homePage.tsx). */
type InnerKind = Exclude<PageKind, 'home'>;

/**
 * How each kind of inner page looks: its view, given its route. A table of its own, beside what
 * each kind publishes (app/_pages/pageKinds.ts): only the inner pages' routes import it, so the
 * home page carries none of these views' styles or client code, and the inner pages none of the
 * home page's (its motion, carousel and slider). The type holds it complete, as it does that table.
 */
const pageViews = {
  company: () => <CompanyView />,
  services: () => <ServicesView />,
  sectors: () => <SectorsView />,
  about: () => <AboutView />,
  enquiry: () => <EnquiryView />,
  blog: (route) => <BlogView route={route} />,
  brochure: () => <BrochureView />,
  service: ({ entry }) => <ServiceView service={entry} />,
  sector: ({ entry }) => <SectorView sector={entry} />,
  article: ({ entry }) => <ArticleView article={entry} />,
  tag: (route) => <TagView route={route} />,
  work: (route) => <WorkView route={route} />,
  caseStudy: ({ entry }) => <CaseStudyView study={entry} />,
  notFound: (route) => <NotFoundView locale={route.locale} />,
  search: (route) => <SearchView locale={route.locale} />,
} satisfies { [K in InnerKind]: (route: RouteOf<K>) => ReactNode };

/** The view of an inner page. */
export function viewOf<K extends InnerKind>(route: RouteOf<K>): ReactNode {
  // The table types each entry's view for its own kind; TypeScript cannot follow that through a generic lookup.
  const view = (pageViews as { [P in InnerKind]: (route: RouteOf<P>) => ReactNode })[(route as { kind: K }).kind];
  return view(route);
}
