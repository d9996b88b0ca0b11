import { feedRoute } from '../_pages/feedRoute';

// Static export: the feed is written once at build time, from content/blog/.
export const dynamic = 'force-static';
export const GET = feedRoute('en');
