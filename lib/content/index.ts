export { getContent, ContentError } from './load';
export { fixedCounts, withSiteName } from './schema';
export { fillTemplate } from './fillTemplate';
export type * from './schema';
