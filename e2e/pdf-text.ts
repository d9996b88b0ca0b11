import { extractText, getDocumentProxy } from 'unpdf';

/** The text a PDF viewer would find or copy, page by page and line by line (unpdf, built on PDF.js). */
export async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) =>
    page
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}
