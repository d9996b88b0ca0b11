#!/usr/bin/env node
// Generates public/Ekchhat-Studio-Brochure.pdf from the content files at build time, so the
// brochure never goes stale (docs/product-rules.md#brochure): A4, cover, who we are, the services, the
// sectors, the numbers and the contact details, in the site's palette and typeface. It is written in
// English (lib/brochure.ts); the Hindi and Marathi pages offer it as English.
//
//   npx tsx scripts/build/generate-brochure.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadEnvConfig } from '@next/env';
import * as fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { brochureLocale } from '../../lib/brochure';
import { contentDir, getContent, readContent } from '../../lib/content/load';
import { routeOf } from '../../lib/routes';
import { colors, type ColorName } from '../../styles/tokens';

const root = join(__dirname, '..', '..');

/**
 * Where the content holds a character: "content/services/x.json: title", for every field of the
 * brochure's edition that has it, so a note about the brochure names what the editor can change.
 */
function fieldsHolding(char: string, dir: string): string[] {
  const raw = readContent(dir);
  const found: string[] = [];
  const walk = (value: unknown, file: string, field: string) => {
    if (typeof value === 'string') {
      if (value.includes(char)) found.push(`${file}: ${field || 'text'}`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, file, Array.isArray(value) ? `${field}[${key}]` : field ? `${field}.${key}` : key);
    }
  };
  for (const editions of Object.values(raw.settings)) {
    const own = editions[brochureLocale];
    if (own) walk(own.data, own.file, '');
  }
  for (const entries of Object.values(raw.collections)) for (const entry of entries) if (entry.locale === brochureLocale) walk(entry.data, entry.file, '');
  return found;
}

// ---------------------------------------------------------------------------
// Palette and type: read from the site's own tokens and font package.
// ---------------------------------------------------------------------------
/** A palette colour's Sass name: onDarkMuted is on-dark-muted. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}` : S;
type Colour = Kebab<ColorName>;
const isColorName = (key: string): key is ColorName => Object.hasOwn(colors, key);

/** A palette colour by its Sass name ("on-dark-muted"), as pdf-lib wants it. */
const colour = (name: Colour) => {
  const key = name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  if (!isColorName(key)) throw new Error(`styles/tokens.ts has no colour ${name}`);
  const channel = (i: number) => parseInt(colors[key].slice(i, i + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
};

/** The brochure's three weights of the site's typeface. */
type Face = 'regular' | 'semibold' | 'bold';

/** How a run of text is set: the defaults are the body copy's. */
interface TextStyle {
  face?: Face;
  size?: number;
  leading?: number;
  width?: number;
  color?: Colour;
  x?: number;
  after?: number;
}

// Static weights of the site's typeface: fontkit cannot subset the variable woff2 the site uses.
function fontBytes(weight: number): Buffer {
  const file = `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`;
  try {
    return readFileSync(require.resolve(file));
  } catch {
    throw new Error(`generate-brochure: ${file} not found; install the devDependency @fontsource/plus-jakarta-sans`);
  }
}

const A4 = { width: 595.28, height: 841.89 };
const margin = 56;
const contentWidth = A4.width - 2 * margin;
const footerSpace = 48;

/** The brochure as PDF bytes, from the content in `dir`, with a note for each character its typeface has no glyph for (left out, never a failure). */
export async function buildBrochure(dir: string = contentDir()): Promise<{ bytes: Uint8Array; pages: number; notes: string[] }> {
  // The content check runs here first: a broken content file stops the build before Next starts.
  const { services, sectors, home, company, site, texts, pages: pageCopy, work } = getContent(dir, brochureLocale);
  const { statistics } = home;
  const { whoWeAre, whyWe } = company;

  // The few lines only the brochure says; everything else comes from content/.
  const copy = {
    aboutKicker: 'About us',
    servicesKicker: 'What we do',
    sectorsKicker: 'Who we work with',
    numbersKicker: 'Results',
    numbersHeading: `${site.name} in numbers`,
    contactHeading: 'Start a conversation',
    contactLine: 'Share your idea by phone, WhatsApp or e-mail, or ask for a quote online.',
  };

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const weights: [Face, number][] = [['regular', 400], ['semibold', 600], ['bold', 800]];
  const faces = {} as Record<Face, PDFFont>;
  const glyphCheck = {} as Record<Face, fontkit.Font>;
  for (const [name, weight] of weights) {
    const bytes = fontBytes(weight);
    faces[name] = await doc.embedFont(bytes, { subset: true });
    glyphCheck[name] = fontkit.create(bytes);
  }

  /**
   * Text as the brochure draws it: line breaks and tabs are spaces, as a browser shows them; a
   * character its typeface has no glyph for (an emoji, another script) is left out and noted with
   * the fields that hold it, as the share images do (docs/product-rules.md#brochure). Content the
   * check accepts never stops the build here.
   */
  const missing = new Set<string>();
  function drawable(text: string, face: Face): string {
    let kept = '';
    for (const char of text.replace(/\s+/g, ' ')) {
      if (glyphCheck[face].hasGlyphForCodePoint(char.codePointAt(0)!)) kept += char;
      else missing.add(char);
    }
    return kept.replace(/ {2,}/g, ' ');
  }

  // ---------------------------------------------------------------------------
  // A small flowing layout: y runs down from the top of the page, like the web.
  // ---------------------------------------------------------------------------
  // Set by newPage(), called before anything is drawn.
  let page!: PDFPage;
  let pageBackground: Colour;
  let y: number;

  function newPage(background: Colour = 'cream') {
    page = doc.addPage([A4.width, A4.height]);
    pageBackground = background;
    page.drawRectangle({ x: 0, y: 0, width: A4.width, height: A4.height, color: colour(background) });
    y = margin;
  }

  /** A word wider than the column (a long address, say) is cut where it meets the edge, never drawn past it. */
  function fit(word: string, face: Face, size: number, width: number): string[] {
    if (faces[face].widthOfTextAtSize(word, size) <= width) return [word];
    const parts = [''];
    for (const char of word) {
      const last = parts.length - 1;
      if (parts[last] && faces[face].widthOfTextAtSize(parts[last] + char, size) > width) parts.push(char);
      else parts[last] += char;
    }
    return parts;
  }

  function wrap(text: string, face: Face, size: number, width: number): string[] {
    text = drawable(text, face);
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean).flatMap((w) => fit(w, face, size, width))) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && faces[face].widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  const lineHeight = (size: number, leading: number) => size * leading;

  function measure(text: string, { face = 'regular', size = 10.5, leading = 1.5, width = contentWidth }: TextStyle = {}) {
    return wrap(text, face, size, width).length * lineHeight(size, leading);
  }

  /** Draws wrapped text at the current y (or the given x/width) and moves y below it. */
  function write(text: string, { face = 'regular', size = 10.5, leading = 1.5, color = 'ink', x = margin, width = contentWidth, after = 0 }: TextStyle = {}) {
    for (const line of wrap(text, face, size, width)) {
      // Copy longer than a page goes on over the next one rather than off the bottom of this one.
      if (y + lineHeight(size, leading) > A4.height - margin - footerSpace / 2) newPage(pageBackground);
      page.drawText(line, { x, y: A4.height - y - size, size, font: faces[face], color: colour(color) });
      y += lineHeight(size, leading);
    }
    y += after;
  }

  /** Starts a new page when a block of this height would run into the footer. */
  function keepTogether(height: number) {
    if (y + height > A4.height - margin - footerSpace) newPage();
  }

  function roundedRect(x: number, top: number, width: number, height: number, radius: number, color: Colour) {
    const r = radius;
    const path = `M ${r} 0 H ${width - r} Q ${width} 0 ${width} ${r} V ${height - r} Q ${width} ${height} ${width - r} ${height} H ${r} Q 0 ${height} 0 ${height - r} V ${r} Q 0 0 ${r} 0 Z`;
    page.drawSvgPath(path, { x, y: A4.height - top, color: colour(color) });
  }

  /** The site's roof mark: one chevron over everything (the name means "one roof"). */
  function roof(x: number, top: number, width: number, thickness: number, color: Colour) {
    const path = `M 0 ${width / 2} L ${width / 2} 0 L ${width} ${width / 2}`;
    page.drawSvgPath(path, { x, y: A4.height - top, borderColor: colour(color), borderWidth: thickness, borderLineCap: 1 });
  }

  function sectionHeading(kicker: string, heading: string, intro?: string) {
    write(kicker.toUpperCase(), { face: 'bold', size: 9, color: 'teal', after: 6 });
    write(heading, { face: 'bold', size: 26, leading: 1.2, after: 4 });
    page.drawRectangle({ x: margin, y: A4.height - y - 4, width: 48, height: 4, color: colour('saffron') });
    y += 18;
    if (intro) write(intro, { size: 11.5, color: 'ink-soft', after: 18 });
  }

  function link(rect: [number, number, number, number], uri: string) {
    const annotation = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      // A PDF literal string ends at an unbalanced ")": escape what would end it early.
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri.replace(/[\\()]/g, (c) => `\\${c}`)) },
    });
    page.node.addAnnot(doc.context.register(annotation));
  }

  const host = new URL(site.url).host;

  // ---------------------------------------------------------------------------
  // Cover
  // ---------------------------------------------------------------------------
  newPage('ink');
  roof(margin, margin, 44, 6, 'saffron');
  write(site.name.toUpperCase(), { x: margin + 58, face: 'bold', size: 12, color: 'on-dark' });
  page.drawCircle({ x: A4.width - 150, y: A4.height - 300, size: 120, color: colour('teal') });
  roof(A4.width - 330, 180, 300, 22, 'saffron');
  y = 470;
  write(site.name, { face: 'bold', size: 48, leading: 1.1, color: 'on-dark', after: 10 });
  write(site.tagline, { face: 'bold', size: 24, leading: 1.2, color: 'saffron', after: 14 });
  write(texts.home.roofLine, { face: 'semibold', size: 15, color: 'on-dark-muted', after: 4 });
  write(texts.home.servicesIntroHeading, { size: 12, color: 'on-dark-muted' });
  y = A4.height - margin - 40;
  page.drawRectangle({ x: margin, y: A4.height - y + 12, width: contentWidth, height: 1, color: colour('line-dark') });
  write(`${host}   ·   ${site.email}   ·   ${site.phoneDisplay}`, { size: 10, color: 'on-dark-muted' });

  // ---------------------------------------------------------------------------
  // Who we are
  // ---------------------------------------------------------------------------
  newPage();
  sectionHeading(copy.aboutKicker, whoWeAre.heading);
  for (const paragraph of whoWeAre.paragraphs) write(paragraph, { size: 11, color: 'ink-soft', after: 10 });
  y += 14;
  keepTogether(120);
  write(whyWe.heading, { face: 'bold', size: 18, leading: 1.2, after: 10 });
  for (const paragraph of whyWe.paragraphs) write(paragraph, { size: 11, color: 'ink-soft', after: 10 });

  // ---------------------------------------------------------------------------
  // Services
  // ---------------------------------------------------------------------------
  newPage();
  sectionHeading(copy.servicesKicker, texts.home.servicesHeading);
  const textWidth = contentWidth - 44;
  services.forEach((service, index) => {
    const points = [1, 2, 3, 4].map((n) => service.overview.keyPoints[n - 1]).filter(Boolean).join('  ·  ');
    const height =
      lineHeight(13, 1.3) + measure(service.description, { size: 9.5, leading: 1.45, width: textWidth }) + measure(points, { face: 'semibold', size: 8.5, leading: 1.45, width: textWidth }) + 24;
    keepTogether(height);
    const top = y;
    write(String(index + 1).padStart(2, '0'), { face: 'bold', size: 13, leading: 1.3, color: 'teal' });
    y = top;
    write(service.title, { x: margin + 44, width: textWidth, face: 'bold', size: 13, leading: 1.3, after: 2 });
    write(service.description, { x: margin + 44, width: textWidth, size: 9.5, leading: 1.45, color: 'ink-soft', after: 2 });
    write(points, { x: margin + 44, width: textWidth, face: 'semibold', size: 8.5, leading: 1.45, color: 'ink-muted' });
    y += 9;
    page.drawRectangle({ x: margin, y: A4.height - y, width: contentWidth, height: 0.75, color: colour('line') });
    y += 11;
  });

  // ---------------------------------------------------------------------------
  // Sectors
  // ---------------------------------------------------------------------------
  newPage();
  sectionHeading(copy.sectorsKicker, texts.home.sectorsHeading, texts.home.sectorsTagline);
  const bulletColumn = (contentWidth - 16) / 2;
  for (const sector of sectors) {
    // The bullets in two columns, row by row.
    const rows: string[][] = [];
    for (let i = 0; i < sector.page.bullets.length; i += 2) rows.push(sector.page.bullets.slice(i, i + 2));
    const rowHeight = (row: string[]) => Math.max(...row.map((b) => measure(b, { size: 9, leading: 1.45, width: bulletColumn - 12 })));
    const height = lineHeight(15, 1.3) + measure(sector.page.paragraph, { size: 9.5, leading: 1.45 }) + rows.reduce((sum, row) => sum + rowHeight(row) + 2, 0) + 36;
    keepTogether(height);
    write(sector.title, { face: 'bold', size: 15, leading: 1.3, after: 4 });
    write(sector.page.paragraph, { size: 9.5, leading: 1.45, color: 'ink-soft', after: 6 });
    for (const row of rows) {
      const top = y;
      row.forEach((bullet, column) => {
        const x = margin + column * (bulletColumn + 16);
        y = top;
        page.drawCircle({ x: x + 3, y: A4.height - y - 6, size: 2.2, color: colour('saffron-deep') });
        write(bullet, { x: x + 12, width: bulletColumn - 12, size: 9, leading: 1.45, color: 'ink-soft' });
      });
      y = top + rowHeight(row) + 2;
    }
    y += 10;
    page.drawRectangle({ x: margin, y: A4.height - y, width: contentWidth, height: 0.75, color: colour('line') });
    y += 16;
  }

  // ---------------------------------------------------------------------------
  // Selected work (docs/product-rules.md#work): every published case study, its figures and its address;
  // one written in Hindi or Marathi alone belongs to that edition's words, not to this English brochure
  // (docs/product-rules.md#languages)
  // ---------------------------------------------------------------------------
  newPage();
  sectionHeading(pageCopy.work.banner.eyebrow, pageCopy.work.homeHeading, pageCopy.work.banner.lead);
  for (const study of work.filter((w) => w.locale === 'en')) {
    const sector = sectors.find((s) => s.slug === study.sector);
    const about = [study.client, sector?.title, String(study.year)].filter(Boolean).join('  ·  ');
    const figures = study.results.map((r) => `${r.value}: ${r.label}`).join('   ·   ');
    const address = `${host}${study.path}`;
    const height =
      lineHeight(9, 1.45) + lineHeight(15, 1.3) + measure(study.summary, { size: 9.5, leading: 1.45 }) + measure(figures, { face: 'semibold', size: 9, leading: 1.45 }) + lineHeight(8.5, 1.45) + 36;
    keepTogether(height);
    write(about, { face: 'semibold', size: 9, leading: 1.45, color: 'teal', after: 2 });
    write(study.title, { face: 'bold', size: 15, leading: 1.3, after: 4 });
    write(study.summary, { size: 9.5, leading: 1.45, color: 'ink-soft', after: 4 });
    write(figures, { face: 'semibold', size: 9, leading: 1.45, color: 'ink', after: 2 });
    write(address, { size: 8.5, leading: 1.45, color: 'ink-muted' });
    y += 10;
    page.drawRectangle({ x: margin, y: A4.height - y, width: contentWidth, height: 0.75, color: colour('line') });
    y += 16;
  }

  // ---------------------------------------------------------------------------
  // Numbers and contact details
  // ---------------------------------------------------------------------------
  newPage();
  sectionHeading(copy.numbersKicker, copy.numbersHeading);
  const gap = 16;
  const cardWidth = (contentWidth - gap) / 2;
  const cardHeight = 104;
  // Two to eight numbers, two to a row; an odd last one centred (docs/product-rules.md#counts-and-constants).
  statistics.forEach((stat, index) => {
    const alone = index === statistics.length - 1 && index % 2 === 0;
    const x = margin + (alone ? (cardWidth + gap) / 2 : (index % 2) * (cardWidth + gap));
    const top = y + Math.floor(index / 2) * (cardHeight + gap);
    roundedRect(x, top, cardWidth, cardHeight, 14, 'ink');
    const saved = y;
    y = top + 20;
    write(stat.value, { x: x + 22, face: 'bold', size: 36, leading: 1.1, color: 'saffron', after: 4 });
    write(stat.label, { x: x + 22, width: cardWidth - 44, face: 'semibold', size: 11, color: 'on-dark' });
    y = saved;
  });
  y += Math.ceil(statistics.length / 2) * (cardHeight + gap) + 28;

  const enquiryUrl = `${site.url}${routeOf('enquiry', brochureLocale).canonical}`;
  const contacts: [label: string, value: string, uri: string | null][] = [
    ['Phone', site.phoneDisplay, `tel:+${site.phoneDigits}`],
    ['WhatsApp', site.whatsappUrl.replace(/^https:\/\//, ''), site.whatsappUrl],
    ['E-mail', site.email, `mailto:${site.email}`],
    ['Website', host, site.url],
    ['Get a quote', enquiryUrl.replace(/^https?:\/\//, ''), enquiryUrl],
    ['Studio', site.addressLine, null],
  ];
  const valueWidth = contentWidth - 152;
  const panelHeight =
    28 + lineHeight(20, 1.2) + 6 + measure(copy.contactLine, { size: 11, width: contentWidth - 56 }) + 16 +
    contacts.reduce((sum, [, value]) => sum + measure(value, { face: 'semibold', size: 11, leading: 1.55, width: valueWidth }) + 6, 0) + 22;
  // With many numbers the contact panel moves to a page of its own rather than run off this one.
  keepTogether(panelHeight);
  roundedRect(margin, y, contentWidth, panelHeight, 18, 'ink');
  y += 28;
  write(copy.contactHeading, { x: margin + 28, face: 'bold', size: 20, leading: 1.2, color: 'on-dark', after: 6 });
  write(copy.contactLine, { x: margin + 28, width: contentWidth - 56, size: 11, color: 'on-dark-muted', after: 16 });
  for (const [label, value, uri] of contacts) {
    const top = y;
    write(label.toUpperCase(), { x: margin + 28, width: 90, face: 'bold', size: 8.5, leading: 1.9, color: 'saffron' });
    y = top;
    write(value, { x: margin + 124, width: valueWidth, face: 'semibold', size: 11, leading: 1.55, color: 'on-dark', after: 6 });
    if (uri) link([margin + 120, A4.height - y + 4, margin + contentWidth - 24, A4.height - top + 2], uri);
  }

  // ---------------------------------------------------------------------------
  // Footers, metadata, output
  // ---------------------------------------------------------------------------
  const pages = doc.getPages();
  pages.forEach((p, index) => {
    if (index === 0) return;
    const label = drawable(`${site.name}  ·  ${site.tagline}`, 'semibold');
    const number = `${index + 1} / ${pages.length}`;
    p.drawText(label, { x: margin, y: margin - 22, size: 8.5, font: faces.semibold, color: colour('ink-muted') });
    const width = faces.semibold.widthOfTextAtSize(number, 8.5);
    p.drawText(number, { x: A4.width - margin - width, y: margin - 22, size: 8.5, font: faces.semibold, color: colour('ink-muted') });
  });

  const notes = [...missing].map((char) => {
    const where = fieldsHolding(char, dir);
    return `the brochure leaves out ${JSON.stringify(char)}, which its typeface does not draw${where.length ? `: ${where.join('; ')}` : ''}`;
  });

  doc.setTitle(`${site.name.replace(/\s+/g, ' ')} brochure`, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setSubject(`${site.tagline}: ${texts.home.roofLine}`);
  doc.setKeywords(services.map((s) => s.title));
  doc.setCreator(site.name);
  doc.setLanguage('en-IN');
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseNone'));

  return { bytes: await doc.save(), pages: pages.length, notes };
}

async function main(): Promise<void> {
  // Same .env files as `next build`, so the brochure prints the site URL the build uses.
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const { bytes, pages, notes } = await buildBrochure();
  const { site } = getContent(undefined, brochureLocale);
  const out = join(root, 'public', site.brochureFile);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, bytes);
  for (const note of notes) console.warn(`generate-brochure: ${note}`);
  console.log(`generate-brochure: wrote public${site.brochurePath} (${pages} pages, ${(bytes.length / 1024).toFixed(1)} KB)`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
