import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The text a PDF viewer would find or copy, page by page, one entry per text-showing operator.
 * Fonts embedded as Identity-H (as pdf-lib writes them) carry glyph ids, not characters, so
 * each string is decoded through its font's ToUnicode map, as viewers do for search and copy.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  const decode = (stream: PDFObject | undefined) =>
    stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

  return doc.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      maps.set(name.asString(), toUnicodeMap(decode(font.lookup(PDFName.of('ToUnicode')))));
    }

    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const program = streams.map(decode).join('\n');

    const lines: string[] = [];
    let map: Map<string, string> | undefined;
    for (const [, font, hex] of program.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (font) map = maps.get(font);
      else lines.push((hex!.match(/.{4}/g) ?? []).map((code) => map?.get(code.toUpperCase()) ?? '\uFFFD').join(''));
    }
    return lines;
  });
}

/** Parses the bfchar and bfrange entries of a ToUnicode CMap into glyph code → text. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(code!.toUpperCase(), utf16(text!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of block!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      for (let code = parseInt(from!, 16), first = parseInt(start!, 16); code <= parseInt(to!, 16); code++) {
        map.set(code.toString(16).toUpperCase().padStart(4, '0'), String.fromCharCode(first + code - parseInt(from!, 16)));
      }
    }
  }
  return map;
}
