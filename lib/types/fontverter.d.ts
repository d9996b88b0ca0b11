// fontverter ships no types: the one call the share images use (app/og/shareAssets.ts).
declare module 'fontverter' {
  /** A font file in another format: "sfnt" is TrueType or OpenType, which HarfBuzz reads. */
  export function convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
}
