// Every text file of the export gets its compressed copies beside it, file.gz and file.br, at the
// best levels of Node's own zlib (docs/product-rules.md#hosts, "Compressed at build"). A server
// that sends them as they are (nginx's gzip_static and brotli_static) compresses nothing per
// request: it answers several times as many requests, and a visitor gets smaller files than any
// per-request level gives. This runs after every other step of the postbuild, the hosts' files
// included, since a copy must match its file byte for byte.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';
import { hostFiles } from './hostConfig';

const name = 'precompress';

/** Files a browser asks for that compress well: each gets both copies. */
export const textExtensions = ['.html', '.css', '.js', '.mjs', '.json', '.txt', '.xml', '.svg', '.yml', '.webmanifest', '.map'];
/** Files that are compressed already (pictures, fonts, the brochure): left as they are. */
export const binaryExtensions = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico', '.woff2', '.woff', '.pdf'];
export const encodings = [
  { suffix: '.gz', decompress: (data: Buffer) => gunzipSync(data) },
  { suffix: '.br', decompress: (data: Buffer) => brotliDecompressSync(data) },
] as const;

const gzipBest = promisify(gzip);
const brotliBest = promisify(brotliCompress);

/** Every file of the export (relative, forward slashes), the compressed copies aside. */
function exportFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !encodings.some((e) => file.endsWith(e.suffix)))
    .sort();
}

/** The .gz and .br files of the export that are not the copies of one of `texts`. */
function strayCopies(dir: string, texts: string[]): string[] {
  const known = new Set(texts.flatMap((file) => encodings.map((e) => file + e.suffix)));
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && encodings.some((e) => entry.name.endsWith(e.suffix)))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !known.has(file))
    .sort();
}

/** The text files of the export; a file of a kind this step has not been told about stops the build, named. */
export function textFiles(dir: string): string[] {
  const text: string[] = [];
  for (const file of exportFiles(dir)) {
    // The hosts' own files in out/ (Netlify, Cloudflare Pages) are read by the host, never sent.
    if (hostFiles.inOut.includes(file)) continue;
    const extension = path.extname(file).toLowerCase();
    if (textExtensions.includes(extension)) text.push(file);
    else if (!binaryExtensions.includes(extension)) {
      throw new Error(
        `postbuild: ${name}: out/${file}: a kind of file this step does not know (${extension || 'no extension'}): add its extension to textExtensions (compressed copies) or binaryExtensions (left as it is) in scripts/build/postbuild/precompress.ts`,
      );
    }
  }
  return text;
}

/** Runs `work` over `items`, a few at a time (zlib compresses on libuv's threads). */
async function eachAtOnce<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
}

export const precompress = {
  name,
  contract: `every file of out/ is text (${textExtensions.join(' ')}), already compressed (${binaryExtensions.join(' ')}) or a host's own file (${hostFiles.inOut.join(' ')}); every text file gets file.gz (gzip level 9) and file.br (brotli quality 11), each decompressing to the file; no other .gz or .br file`,
  /** Writes both copies of every text file; returns a line for the log. */
  async apply(dir: string): Promise<string> {
    const files = textFiles(dir);
    const strays = strayCopies(dir, files);
    if (strays.length) throw new Error(`postbuild: ${name}: out/ holds ${strays.map((f) => `out/${f}`).join(', ')} before this step: run the postbuild on a fresh \`next build\`, and keep .gz and .br files out of public/`);
    let plain = 0;
    let gz = 0;
    let br = 0;
    await eachAtOnce(files, async (file) => {
      const full = path.join(dir, ...file.split('/'));
      const data = readFileSync(full);
      const [gzipped, brotli] = await Promise.all([
        gzipBest(data, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
        brotliBest(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      ]);
      writeFileSync(`${full}.gz`, gzipped);
      writeFileSync(`${full}.br`, brotli);
      plain += data.length;
      gz += gzipped.length;
      br += brotli.length;
    });
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return `${files.length} text files (${mb(plain)}) with .gz (${mb(gz)}) and .br (${mb(br)}) beside them`;
  },
  /** After the build: every text file has both copies and each decompresses to it; no other .gz or .br file. */
  verify(dir: string): void {
    const files = textFiles(dir);
    for (const file of files) {
      const full = path.join(dir, ...file.split('/'));
      const data = readFileSync(full);
      for (const { suffix, decompress } of encodings) {
        let copy: Buffer;
        try {
          copy = readFileSync(full + suffix);
        } catch {
          throw new Error(`postbuild: ${name}: out/${file} has no ${suffix} beside it: run the postbuild again, or rebuild`);
        }
        let inflated: Buffer;
        try {
          inflated = decompress(copy);
        } catch (error) {
          throw new Error(`postbuild: ${name}: out/${file}${suffix} does not decompress (${error instanceof Error ? error.message : error})`);
        }
        if (!inflated.equals(data)) throw new Error(`postbuild: ${name}: out/${file}${suffix} is not the file as it is now: was it changed after the postbuild?`);
      }
    }
    const strays = strayCopies(dir, files);
    if (strays.length) throw new Error(`postbuild: ${name}: ${strays.map((f) => `out/${f}`).join(', ')}: a copy of no text file of the export`);
  },
};
