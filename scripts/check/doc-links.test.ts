/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { anchorsOf, brokenCitations, brokenLinks, citingFiles, docFiles, linksOf } from './doc-links';

const root = path.resolve(__dirname, '../..');

describe('the repository’s documents', () => {
  const files = docFiles(root);

  it('include the README and every document in docs/', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/product-rules.md']));
  });

  it.each(files)('%s: every relative link and #anchor resolves to a file and a heading', (file) => {
    expect(brokenLinks(root, file)).toEqual([]);
  });

  // docs/README.md is the map: a reader finds every document, and every section of each, from it.
  it('docs/README.md links every document and every section of each', () => {
    const indexed = linksOf(root, 'docs/README.md');
    const expected = files
      .filter((f) => f !== 'docs/README.md')
      .flatMap((f) => [f, ...[...anchorsOf(readFileSync(path.join(root, f), 'utf8'), 2)].map((a) => `${f}#${a}`)]);
    expect(expected.filter((target) => !indexed.has(target))).toEqual([]);
  });

  // Code comments cite the documents instead of repeating a rule; a moved section must take its citations along.
  it('every document and #section a code comment cites exists', () => {
    // The check's own patterns and this file's fixtures spell bad citations on purpose.
    const own = new Set(['scripts/check/doc-links.ts', 'scripts/check/doc-links.test.ts']);
    const files = citingFiles(root).filter((f) => !own.has(f));
    expect(files.flatMap((f) => brokenCitations(root, f))).toEqual([]);
  });

  // A newcomer reads the README in five minutes; the detail lives in docs/.
  it('README.md is at most 150 lines', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(150);
  });
});

describe('the link check', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs', 'guide.md'), '# Guide\n\n## Set-up (two commands)\n\n## `npm test` steps\n\n## Repeat\n\n## Repeat\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names GitHub’s anchors: lower case, punctuation dropped, code kept, repeats numbered', () => {
    expect([...anchorsOf(readFileSync(path.join(dir, 'docs', 'guide.md'), 'utf8'))]).toEqual(['guide', 'set-up-two-commands', 'npm-test-steps', 'repeat', 'repeat-1']);
  });

  it('finds a missing file, a missing heading and a missing anchor on the same page, and passes good links', () => {
    writeFileSync(
      path.join(dir, 'README.md'),
      [
        '# Readme',
        '[good](docs/guide.md#set-up-two-commands) [good too](docs/guide.md#repeat-1) [self](#readme) [site](https://example.com/x#y)',
        '[gone](docs/missing.md) [no heading](docs/guide.md#deploying) [no anchor](#layout)',
        '',
        '[ref]: docs/old.md',
      ].join('\n'),
    );
    expect(brokenLinks(dir, 'README.md').map((b) => `${b.line} ${b.url}: ${b.problem}`)).toEqual([
      '3 docs/missing.md: docs/missing.md does not exist',
      '3 docs/guide.md#deploying: docs/guide.md has no heading #deploying',
      '3 #layout: README.md has no heading #layout',
      '5 docs/old.md: docs/old.md does not exist',
    ]);
  });

  it('finds a comment citing a missing document or section, or README by name only, and passes one that resolves', () => {
    writeFileSync(path.join(dir, 'code.ts'), '// docs/guide.md#set-up-two-commands\n// (docs/guide.md#deploying)\n// see docs/old.md, "Deploying"\n// (README, "Repeat")\n');
    expect(brokenCitations(dir, 'code.ts').map((b) => `${b.line} ${b.url}: ${b.problem}`)).toEqual([
      '2 docs/guide.md#deploying: docs/guide.md has no heading #deploying',
      '3 docs/old.md: docs/old.md does not exist',
      '4 README, "Repeat"): names README without its path: cite the document and section, e.g. docs/testing.md#benchmarks',
    ]);
  });
});
