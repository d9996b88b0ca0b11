import sharp from 'sharp';

/** A decoded screenshot: RGBA, row by row. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** Decodes the PNG screenshots the drivers return (sharp, which the site's image build uses too). */
export async function decodePng(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Mean brightness (0-255) of a band of rows, in CSS pixels scaled to the screenshot. */
export function bandBrightness({ width, height, rgba }: Pixels, top: number, bottom: number, scale: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(top * scale); y < Math.min(height, Math.round(bottom * scale)); y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      sum += 0.2126 * rgba[i]! + 0.7152 * rgba[i + 1]! + 0.0722 * rgba[i + 2]!;
      count++;
    }
  }
  return count ? sum / count : NaN;
}
