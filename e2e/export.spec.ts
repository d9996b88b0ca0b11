import { readFileSync, existsSync } from 'node:fs';
import { allPaths } from './content';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { htmlFileOf, out, pageFiles } from './export-files';

/** Visible text of a page: tags, scripts and styles removed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');

test.describe('the static export in out/', () => {
  test('holds one HTML file for every path of the route registry, and a 404 page', () => {
    for (const p of allPaths()) {
      expect(existsSync(htmlFileOf(p)), p).toBe(true);
    }
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
  });

  test('has no lorem ipsum or placeholder copy on any page', () => {
    const files = pageFiles();
    expect(files.length).toBeGreaterThanOrEqual(allPaths().length);
    for (const file of files) {
      const text = visibleText(readFileSync(file, 'utf8'));
      expect(text, path.relative(out, file)).not.toMatch(/lorem|ipsum|placeholder|\bTODO\b/i);
    }
  });
});
