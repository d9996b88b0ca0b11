import { compileHints } from './compileHints';
import { csp } from './csp';
import { deferScripts } from './deferScripts';
import { inlineCss } from './inlineCss';
import { searchIndex } from './searchIndex';
import type { Transform } from '../site';

/**
 * The transforms, in order. Each earns its place by a measured gain (scripts/build/postbuild/README.md#the-transforms);
 * csp comes last, since it must see every inline script and style the others write. search-index
 * changes no page: it reads them and writes the search's index (docs/product-rules.md#search).
 */
export const transforms: Transform[] = [inlineCss, deferScripts, compileHints, searchIndex, csp];
