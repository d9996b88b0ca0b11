import { innerPages } from '@/app/_pages/innerPages';

// The inner pages one segment below the edition's home (/services, /web-development).
const pages = innerPages('en', 'one');
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.Page;
