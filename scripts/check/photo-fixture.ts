// A copy of content/ in which entries carry uploaded photos instead of their drawings: the first
// service, the first "more to read" article, and two client logos that case studies show (a
// transparent PNG and the hostile SVG of lib/media/fixtures, which the build must serve sanitised). The photos are drawn here by
// sharp, so nothing large is committed. Used by scripts/check/test-photos.ts (docs/product-rules.md#photos).
//
//   npx tsx scripts/check/photo-fixture.ts <dir>     (writes <dir>/content and prints it)
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';
import { readContent } from '../../lib/content/load';
import { defaultLocale, locales } from '../../lib/i18n/locales';

const root = path.join(__dirname, '..', '..');

/** A photo-like picture: soft light over a warm desk scene of shapes, with a little grain. */
async function scene(width: number, height: number, hues: [string, string, string]): Promise<Buffer> {
  const [ground, accent, detail] = hues;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 120 60" preserveAspectRatio="xMidYMid slice">
    <defs>
      <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="#0e1a3a"/></linearGradient>
    </defs>
    <rect width="120" height="60" fill="url(#desk)"/>
    <rect x="10" y="30" width="46" height="26" rx="2" fill="${accent}" transform="rotate(-6 33 43)"/>
    <rect x="62" y="18" width="34" height="40" rx="2" fill="#f7f1e3" transform="rotate(5 79 38)"/>
    <circle cx="96" cy="14" r="9" fill="${detail}"/>
    <path d="M66 28h24M66 33h20M66 38h22" stroke="#0e1a3a" stroke-width="1.4" stroke-linecap="round" transform="rotate(5 79 38)"/>
    <rect width="120" height="60" fill="url(#light)"/>
  </svg>`;
  const noise = await sharp(Buffer.alloc(width * height, 0).map(() => Math.floor(Math.random() * 40)), { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: 'soft-light' }]).jpeg({ quality: 86 }).toBuffer();
}

/** A logo with a transparent ground, as a designer exports one. */
const pngLogo = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 240 80">
      <circle cx="40" cy="40" r="28" fill="#2a9d8f"/><path d="M26 44l14-16 14 16" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>
      <text x="80" y="50" font-family="sans-serif" font-size="28" font-weight="700" fill="#0e1a3a">Harbour</text></svg>`),
  )
    .png()
    .toBuffer();

export interface PhotoFixture {
  contentDir: string;
  article: string;
  service: string;
  clients: { raster: string; svg: string };
}

export async function writePhotoFixture(dir: string): Promise<PhotoFixture> {
  const contentDir = path.join(dir, 'content');
  cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  const uploads = path.join(contentDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  const raw = readContent(contentDir);
  // The English file of an entry (x.json; x.hi.json and x.mr.json are its editions).
  const inEnglish = (file: string) => !locales.some((l) => l !== defaultLocale && file.includes(`.${l}.`));
  const first = (key: string, pick: (e: Record<string, unknown>) => boolean = () => true) => {
    const found = raw.collections[key]!.find((e) => inEnglish(e.file) && pick(e.data as Record<string, unknown>))!;
    return { entry: found.data as Record<string, unknown>, file: path.join(dir, found.file) };
  };
  /** A picture is shared by an entry's editions (docs/product-rules.md#languages): the CMS writes it into every edition's file. */
  const everyEdition = (file: string): string[] =>
    [file, ...locales.filter((l) => l !== defaultLocale).map((l) => file.replace(/\.(json|md)$/, `.${l}.$1`))].filter((f) => existsSync(f));

  writeFileSync(path.join(uploads, 'studio-desk.jpg'), await scene(1800, 1000, ['#2a9d8f', '#f5b700', '#e76f51']));
  writeFileSync(path.join(uploads, 'launch-board.jpg'), await scene(1200, 1200, ['#e9c46a', '#264653', '#f4a261']));
  writeFileSync(path.join(uploads, 'harbour-logo.png'), await pngLogo());
  copyFileSync(path.join(root, 'lib', 'media', 'fixtures', 'hostile-logo.svg'), path.join(uploads, 'acme-logo.svg'));

  const service = first('services');
  for (const file of everyEdition(service.file)) {
    const serviceData = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    serviceData.photo = { src: '/art/uploads/launch-board.jpg', alt: 'A launch plan pinned to a board beside a cup of chai' };
    writeFileSync(file, `${JSON.stringify(serviceData, null, 2)}\n`);
  }

  const article = first('articles', (a) => !a.featured);
  for (const file of everyEdition(article.file)) {
    const parsed = matter(readFileSync(file, 'utf8'));
    parsed.data.photo = { src: '/art/uploads/studio-desk.jpg', alt: 'Printed proofs and a laptop on the studio desk' };
    writeFileSync(file, matter.stringify(parsed.content, parsed.data));
  }

  // Logos that stories show beside the client's name, so /work/<story> has an uploaded one.
  const shown = [...new Set(raw.collections.work!.map((w) => (w.data as { clientLogo?: string }).clientLogo).filter(Boolean))];
  const svg = first('clients', (c) => c.slug === shown[0]);
  const raster = first('clients', (c) => c.slug === shown[1]);
  for (const [client, src] of [
    [raster, '/art/uploads/harbour-logo.png'],
    [svg, '/art/uploads/acme-logo.svg'],
  ] as const) {
    for (const file of everyEdition(client.file)) {
      const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      data.photo = { src, alt: `${String(data.name)} logo` };
      writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    }
  }
  return {
    contentDir,
    article: String(article.entry.slug),
    service: String(service.entry.slug),
    clients: { raster: String(raster.entry.slug), svg: String(svg.entry.slug) },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx scripts/check/photo-fixture.ts <dir>');
  writePhotoFixture(path.resolve(dir)).then((f) => console.log(JSON.stringify(f, null, 2)));
}
