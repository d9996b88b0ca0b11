// The repository's own documents (README.md, docs/, the READMEs beside the code) link to each
// other by relative path and #anchor. This finds every such link whose file or heading does not
// exist, with GitHub's heading slugs (github-slugger), so a moved section never leaves a dead link.
// Run by jest (scripts/check/doc-links.test.ts, part of `npm run test:fast`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Folders that hold no document of the repository: dependencies, build output, content and fixtures. */
const skipped = new Set(['node_modules', '.git', '.next', 'out', 'content', 'public', 'reports', 'test-results', 'playwright-report', 'coverage', '__fixtures__', 'fixtures']);

/** Every Markdown document of the repository, as paths relative to `root`. */
export function docFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return skipped.has(e.name) ? [] : docFiles(root, rel);
    return e.name.endsWith('.md') ? [rel] : [];
  });
}

const parse = (text: string): Root => unified().use(remarkParse).use(remarkGfm).parse(text);

/** The text GitHub makes a heading's anchor from: its words and code, without the markup. */
function headingText(heading: Heading): string {
  let text = '';
  visit(heading, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') text += node.value;
  });
  return text;
}

/**
 * The anchors GitHub gives a document's headings, in order, repeated ones numbered (-1, -2, ...);
 * with `depth`, only those of headings of that level (2: the document's sections).
 */
export function anchorsOf(markdown: string, depth?: number): Set<string> {
  const key = `${depth ?? ''}\n${markdown}`;
  let anchors = parsedAnchors.get(key);
  if (!anchors) parsedAnchors.set(key, (anchors = readAnchors(markdown, depth)));
  return anchors;
}

/**
 * Anchors by the text they were read from: hundreds of comments cite the same few documents, and
 * parsing docs/product-rules.md once per citation made this check take minutes.
 */
const parsedAnchors = new Map<string, Set<string>>();

function readAnchors(markdown: string, depth?: number): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(parse(markdown), 'heading', (heading: Heading) => {
    // Every heading takes its slug in order, so a section's anchor counts the repeats before it.
    const anchor = slugger.slug(headingText(heading));
    if (depth === undefined || heading.depth === depth) anchors.add(anchor);
  });
  return anchors;
}

/** Every relative link target of a document, resolved to a path relative to `root` and its anchor (`docs/product-rules.md#routes`). */
export function linksOf(root: string, file: string): Set<string> {
  const targets = new Set<string>();
  visit(parse(readFileSync(path.join(root, file), 'utf8')), (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    if (/^[a-z][a-z0-9+.-]*:/i.test(node.url) || node.url.startsWith('//')) return;
    const [rawPath, anchor] = node.url.split('#', 2) as [string, string | undefined];
    const target = rawPath === '' ? file : path.normalize(path.join(path.dirname(file), decodeURIComponent(rawPath)));
    targets.add(anchor ? `${target}#${decodeURIComponent(anchor)}` : target);
  });
  return targets;
}

/** Files whose comments cite the documents: code, styles, configuration and scripts. */
const citing = /\.(ts|tsx|mts|js|mjs|scss|sh|toml|yml|yaml)$|^run$|^\.gitignore$/;

/** Every file of the repository (outside the skipped folders) whose comments may cite a document. */
export function citingFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return skipped.has(e.name) ? [] : citingFiles(root, rel);
    return citing.test(e.name) ? [rel] : [];
  });
}

/**
 * Every citation of a document in a code file (`docs/product-rules.md#forms`, `docs/editing.md`,
 * `scripts/build/postbuild/README.md`, written from the repository's root, as comments do) whose
 * file or heading does not exist.
 */
export function brokenCitations(root: string, file: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  readFileSync(path.join(root, file), 'utf8').split('\n').forEach((text, i) => {
    for (const [url, doc, anchor] of text.matchAll(/(?<![\w./-])((?:docs\/[\w-]+|(?:[\w.-]+\/)*README)\.md)(?:#([\w-]+))?/g)) {
      const at = { file, line: i + 1, url: url! };
      const target = path.join(root, doc!);
      if (!existsSync(target)) broken.push({ ...at, problem: `${doc} does not exist` });
      else if (anchor && !anchorsOf(readFileSync(target, 'utf8')).has(anchor)) broken.push({ ...at, problem: `${doc} has no heading #${anchor}` });
    }
    // "README, \"Host emulators\"" names no file a reader can open, and no section a move would update.
    for (const [url] of text.matchAll(/(?<![\w./-])README(?![\w.])[^\n]{0,24}/g)) {
      broken.push({ file, line: i + 1, url: url!, problem: 'names README without its path: cite the document and section, e.g. docs/testing.md#benchmarks' });
    }
  });
  return broken;
}

export interface BrokenLink {
  file: string;
  line: number;
  url: string;
  problem: string;
}

/** Every relative link or anchor in `file` (relative to `root`) that points at no file or no heading. */
export function brokenLinks(root: string, file: string): BrokenLink[] {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const broken: BrokenLink[] = [];
  const anchors = (target: string) => anchorsOf(readFileSync(target, 'utf8'));
  visit(parse(markdown), (node) => {
    if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
    const url = node.url;
    // Other sites, mail and phone links are not the repository's to keep.
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return;
    const at = { file, line: node.position?.start.line ?? 0, url };
    const [rawPath, anchor] = url.split('#', 2) as [string, string | undefined];
    const target = rawPath === '' ? path.join(root, file) : path.join(root, path.dirname(file), decodeURIComponent(rawPath));
    if (!existsSync(target)) return void broken.push({ ...at, problem: `${path.relative(root, target)} does not exist` });
    if (anchor === undefined || anchor === '') return;
    if (statSync(target).isDirectory() || !target.endsWith('.md')) return void broken.push({ ...at, problem: `#${anchor} points into ${path.relative(root, target)}, which is not a Markdown file` });
    if (!anchors(target).has(decodeURIComponent(anchor))) broken.push({ ...at, problem: `${path.relative(root, target)} has no heading #${anchor}` });
  });
  return broken;
}
