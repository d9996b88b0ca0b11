import { homePage } from '@/app/_pages/homePage';

const home = homePage('mr');
export const metadata = home.metadata;
export default home.Page;
