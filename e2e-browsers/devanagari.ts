import assert from 'node:assert/strict';
import { it } from 'node:test';
import { allRoutes } from '../e2e/content';
import { contentConjunctWords, conjunctWords, drawsInFace, faceProbe, faceState, faceStateArgs, languageProblems, measureShaping, shapingCases, shapingProblems } from '../e2e/devanagari';
import { inkProblems, pillLabelsInView, pillPages, scrolledTo } from '../e2e/label-ink';
import { decodePng } from './png';
import { startForChecks, type Site } from './site';
import { waitFor, type Visitor } from './visitor';

const homeOf = (locale: 'hi' | 'mr') => allRoutes.find((r) => r.locale === locale && r.kind === 'home')!.canonical;

/**
 * The Hindi and Marathi editions' face shapes in this engine as in Chromium (e2e/devanagari.ts,
 * docs/product-rules.md#languages): conjuncts, reph and eyelash ra joined under lang="hi" and
 * lang="mr", in the site's own face.
 */
export function defineDevanagariChecks(launch: (site: Site) => Promise<Visitor>) {
  let v: Visitor;
  startForChecks(launch, (_, visitor) => (v = visitor));

  /**
   * Opens the page, waits until it has fetched and noted its face, and opens it again: the second
   * time the face is cached and drawn from the first paint (lib/fonts/devanagariFace.ts). A face
   * that comes later than the first paint is not used for that page (font-display: optional), as a
   * busy machine sometimes shows: then the page is opened once more.
   */
  async function openWithFont(path: string) {
    await v.open(path);
    assert.ok(await waitFor(async () => (await v.run(faceState, faceStateArgs)).noted, 15_000), `${path} never fetched and noted its face after loading`);
    for (let attempt = 1; ; attempt++) {
      await v.open(path);
      assert.equal((await v.run(faceState, faceStateArgs)).shown, true, `${path}, opened again, does not show the face it noted`);
      await v.run(() => document.fonts.ready.then(() => true));
      if (drawsInFace(await v.run(measureShaping, faceProbe)) || attempt === 3) return;
    }
  }

  for (const edition of ['hi', 'mr'] as const) {
    it(`joins क्ष, श्र, ज्ञ, the reph, the below-base ra of ट्र and the eyelash ra in the site's face under lang="hi" and lang="mr", on a ${edition} page`, async () => {
      await openWithFont(homeOf(edition));
      const report = await v.run(measureShaping, shapingCases(conjunctWords));
      assert.deepEqual(shapingProblems(report, v.engine), []);
    });
  }

  it('draws every Devanagari label whole inside its pill and near its middle', async () => {
    const problems = new Set<string>();
    let seen = 0;
    for (const path of pillPages) {
      await openWithFont(path);
      const { height, pageHeight, width } = await v.run(() => ({ height: innerHeight, pageHeight: document.documentElement.scrollHeight, width: innerWidth }));
      for (let y = 0; y < pageHeight; y += Math.round(height * 0.8)) {
        await v.run(scrolledTo, y);
        const labels = await v.run(pillLabelsInView);
        if (!labels.length) continue;
        const shot = await decodePng(await v.screenshot());
        seen += labels.length;
        for (const problem of inkProblems(shot, shot.width / width, labels, `${path} in ${v.engine}`)) problems.add(problem);
      }
    }
    assert.ok(seen >= pillPages.length, `only ${seen} Devanagari pill labels found on ${pillPages.join(', ')}`);
    assert.deepEqual([...problems], []);
  });

  it('joins under lang="mr" every virama of the Marathi copy that Hindi joins, in the site face', async () => {
    const words = contentConjunctWords();
    await openWithFont(homeOf('mr'));
    const report = await v.run(measureShaping, shapingCases(words.mr, ['hi', 'mr']));
    assert.ok(words.mr.length > 20, `only ${words.mr.length} Marathi words with a virama`);
    assert.deepEqual(languageProblems(report, v.engine, 'mr'), []);
    assert.deepEqual(shapingProblems({ ...report, widths: report.widths.map((w) => ({ ...w, apart: [] })) }, v.engine), []);
  });
}
