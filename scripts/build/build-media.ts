// The media step, run before every build and dev server after the content check
// (docs/product-rules.md#photos): checks every upload in content/uploads/ by its bytes and writes
// what the site serves for it (photo sizes, sanitised SVG logos) into public/art/uploads/.
//
//   npx tsx scripts/build/build-media.ts
import { buildMedia, MediaError } from '../../lib/media/buildMedia';

const started = Date.now();
buildMedia().then(
  (report) => {
    for (const warning of report.warnings) console.warn(`build-media: ${warning}`);
    console.log(
      `build-media: ${report.built.length + report.reused.length} upload(s) ready in public/art/uploads/ ` +
        `(${report.built.length} built, ${report.reused.length} unchanged) in ${Date.now() - started} ms`,
    );
  },
  (error: unknown) => {
    if (!(error instanceof MediaError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
