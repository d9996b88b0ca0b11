import type { PageRoute } from '@/lib/routes';
import { kindOf } from '../_pages/pageKinds';
import { inEdition, type EditionShareCard } from './shareCard';

/** A page's share card in the page's own edition: what its image draws and its og:image:alt say. */
export const shareCardOf = (route: PageRoute): EditionShareCard => inEdition(kindOf(route).shareCard(route), route.locale);
