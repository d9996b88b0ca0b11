import { homePage } from '@/app/_pages/routeFiles';

const home = homePage('mr');
export const metadata = home.metadata;
export default home.Page;
