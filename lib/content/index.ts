export { getContent, ContentError } from './load';
export { countRanges, withSiteName } from './schema';
export { fillTemplate } from './fillTemplate';
export type * from './schema';
