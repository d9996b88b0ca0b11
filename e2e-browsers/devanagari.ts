import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { allRoutes } from '../e2e/content';
import { contentConjunctWords, conjunctWords, languageProblems, measureShaping, shapingCases, shapingProblems } from '../e2e/devanagari';
import { startSite, type Site } from './site';
import type { Visitor } from './visitor';

const homeOf = (locale: 'hi' | 'mr') => allRoutes.find((r) => r.locale === locale && r.kind === 'home')!.canonical;

/**
 * The Hindi and Marathi editions' face shapes in this engine as in Chromium (e2e/devanagari.ts,
 * docs/product-rules.md#languages): conjuncts, reph and eyelash ra joined under lang="hi" and
 * lang="mr", in the site's own face.
 */
export function defineDevanagariChecks(launch: (site: Site) => Promise<Visitor>) {
  let site: Site;
  let v: Visitor;

  before(async () => {
    site = await startSite();
    v = await launch(site);
  });
  after(async () => {
    await v?.close();
    await site?.stop();
  });

  /** Opens the page twice: the second time its font (font-display: optional) is cached and drawn from the first paint. */
  async function openWithFont(path: string) {
    for (let i = 0; i < 2; i++) {
      await v.open(path);
      await v.run(() => document.fonts.ready.then(() => true));
    }
  }

  for (const edition of ['hi', 'mr'] as const) {
    it(`joins क्ष, श्र, ज्ञ, the reph, the below-base ra of ट्र and the eyelash ra in the site's face under lang="hi" and lang="mr", on a ${edition} page`, async () => {
      await openWithFont(homeOf(edition));
      const report = await v.run(measureShaping, shapingCases(conjunctWords));
      assert.deepEqual(shapingProblems(report, v.engine), []);
    });
  }

  it('joins under lang="mr" every virama of the Marathi copy that Hindi joins, in the site face', async () => {
    const words = contentConjunctWords();
    await openWithFont(homeOf('mr'));
    const report = await v.run(measureShaping, shapingCases(words.mr, ['hi', 'mr']));
    assert.ok(words.mr.length > 20, `only ${words.mr.length} Marathi words with a virama`);
    assert.deepEqual(languageProblems(report, v.engine, 'mr'), []);
    assert.deepEqual(shapingProblems({ ...report, widths: report.widths.map((w) => ({ ...w, apart: [] })) }, v.engine), []);
  });
}
