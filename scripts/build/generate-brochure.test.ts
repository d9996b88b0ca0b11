/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { buildBrochure } from './generate-brochure';

type Data = Record<string, unknown>;

/** A copy of content/ with JSON files changed, as an editor would save them. */
function contentWith(changes: Record<string, (data: Data) => void>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brochure-content-'));
  cpSync(path.join(process.cwd(), 'content'), dir, { recursive: true });
  for (const [file, change] of Object.entries(changes)) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Data;
    change(data);
    writeFileSync(path.join(dir, file), JSON.stringify(data, null, 2));
  }
  return dir;
}

/**
 * The lines a PDF viewer finds in the file, read by the e2e's own reader (e2e/pdf-text.ts, PDF.js).
 * PDF.js loads only as an ES module, which jest's module system cannot import, so it runs in tsx.
 */
function pdfLines(bytes: Uint8Array, dir: string): string[] {
  const file = path.join(dir, 'brochure.pdf');
  writeFileSync(file, bytes);
  const read = "import { readFileSync } from 'node:fs'; import { pdfText } from './e2e/pdf-text'; void pdfText(readFileSync(process.argv[1])).then((pages) => process.stdout.write(JSON.stringify(pages.flat())));";
  return JSON.parse(execFileSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['-e', read, file], { encoding: 'utf8' })) as string[];
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const english = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'content', file), 'utf8')) as Data;

describe('the brochure, from content the check accepts', () => {
  // Each case checks a copy of the content and builds the whole PDF: seconds, on a busy machine more.
  jest.setTimeout(120_000);
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  async function brochureOf(changes: Record<string, (data: Data) => void>) {
    const dir = contentWith(changes);
    dirs.push(dir);
    const { bytes, notes } = await buildBrochure(dir);
    const lines = pdfLines(bytes, dir);
    return { bytes, notes, lines, text: lines.join('\n') };
  }

  it('draws line breaks in the studio’s details as spaces, as a browser shows them', async () => {
    const { name, tagline } = english('site.json') as { name: string; tagline: string };
    const { street } = (english('site.json') as { address: { street: string } }).address;
    const { bytes, notes, lines, text } = await brochureOf({
      'site.json': (site) => {
        site.name = name.replace(' ', '\n');
        site.tagline = tagline.replace(/ /g, '\r\n');
        (site.address as { street: string }).street = street.replace(', ', ',\n\n');
      },
    });
    expect(notes).toEqual([]);
    expect(lines).toContain(name);
    expect(lines).toContain(tagline);
    expect(text).toContain(street);
    expect(text).not.toContain('\uFFFD');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`${name} brochure`);
  });

  it('leaves out emoji its typeface cannot draw, keeps the words around them, and names the file and field that hold each', async () => {
    const { title } = english('services/web-development.json') as { title: string };
    const { client } = english('work/indigo-loom.json') as { client: string };
    const { bytes, notes, lines, text } = await brochureOf({
      'services/web-development.json': (service) => {
        service.title = `${title} 🚀`;
      },
      'work/indigo-loom.json': (study) => {
        study.client = `${client}\n🧵`;
      },
    });
    expect(bytes.length).toBeGreaterThan(0);
    // The service heads its own line after its number; the story's line starts with its client.
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`${literal(title)}$`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${literal(client)} ·`)));
    expect(text).not.toMatch(/\p{Extended_Pictographic}|\uFFFD/u);
    expect(notes).toHaveLength(2);
    expect(notes.find((note) => note.includes('"🚀"'))).toContain('services/web-development.json: title');
    expect(notes.find((note) => note.includes('"🧵"'))).toContain('work/indigo-loom.json: client');
  });
});
