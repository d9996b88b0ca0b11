import { innerPages } from '@/app/_pages/innerPages';

// The inner pages two or more segments below the edition's home (/blog/<slug>, /blogpage/2, /blog/tag/<tag>).
const pages = innerPages('en', 'more');
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.Page;
