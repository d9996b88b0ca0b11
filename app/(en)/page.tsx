import { homePage } from '@/app/_pages/routeFiles';

const home = homePage('en');
export const metadata = home.metadata;
export default home.Page;
