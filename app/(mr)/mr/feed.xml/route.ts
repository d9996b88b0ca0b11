import { feedRoute } from '@/app/_pages/routeFiles';

// Static export: the feed is written once at build time, from content/blog/.
export const dynamic = 'force-static';
export const GET = feedRoute('mr');
