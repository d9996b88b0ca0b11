import { homePage } from '@/app/_pages/routeFiles';

const home = homePage('hi');
export const metadata = home.metadata;
export default home.Page;
