import { compileHints } from './compileHints';
import { csp } from './csp';
import { deferScripts } from './deferScripts';
import { inlineBoundaries } from './inlineBoundaries';
import { inlineCss } from './inlineCss';
import { notFoundFont } from './notFoundFont';
import type { Transform } from '../site';

/**
 * The transforms, in order. Each earns its place by a measured gain (README, "After the build");
 * csp comes last, since it must see every inline script and style the others write.
 */
export const transforms: Transform[] = [notFoundFont, inlineBoundaries, inlineCss, deferScripts, compileHints, csp];
