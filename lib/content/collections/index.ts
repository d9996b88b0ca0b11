import type { Registry } from '../registry';
import { articles } from './articles';
import { clients } from './clients';
import { company } from './company';
import { forms } from './forms';
import { home } from './home';
import { interests } from './interests';
import { pages } from './pages';
import { sectors } from './sectors';
import { services } from './services';
import { site } from './site';
import { testimonials } from './testimonials';
import { texts } from './texts';
import { work } from './work';

/**
 * The content registry: every settings file and collection under content/, each declared once in
 * its own module here (docs/product-rules.md#content). The order is the editor's.
 */
export const registry = {
  collections: [services, sectors, testimonials, clients, articles, work],
  settings: [site, texts, home, company, pages, interests, forms],
} as const satisfies Registry;
