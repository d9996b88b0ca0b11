import { spawnSync } from 'node:child_process';

// Components read the drawings the build draws into public/art/ (git-ignored): draw them first,
// as every build does (scripts/build/generate-art.ts, docs/product-rules.md#art).
export default function drawArt() {
  const result = spawnSync('npx', ['--no-install', 'tsx', 'scripts/build/generate-art.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('jest: scripts/build/generate-art.ts failed; the tests need the drawings in public/art/');
}
