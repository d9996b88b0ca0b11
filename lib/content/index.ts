export { getContent, ContentError } from './load';
export { fillTemplate, fixedCounts, withSiteName } from './schema';
export type * from './schema';
