import type { Config } from 'jest';
import nextJest from 'next/jest.js';

// next/jest maps CSS modules, next/font and the SWC transform, and loads .env files.
const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // A worker on every core: Jest's default keeps one core for its own process, which waits; on two
  // cores that runs the suite in one worker, in 123 s against 71 s in two (docs/testing.md).
  maxWorkers: '100%',
  globalSetup: '<rootDir>/jest.globalSetup.ts',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/'],
};

// The Markdown pipeline (unified, remark, rehype and their small helpers) ships ES modules only;
// next/jest ignores node_modules, so those packages are let through the transform.
const esmOnly = [
  'unified', 'bail', 'trough', 'is-plain-obj', 'devlop', 'zwitch', 'ccount', 'longest-streak', 'markdown-table', 'trim-lines',
  'vfile[^/]*', 'unist-[^/]*', 'mdast-[^/]*', 'micromark[^/]*', 'hast[^/]*', 'remark-[^/]*', 'rehype-[^/]*',
  'decode-named-character-reference', 'github-slugger', 'character-entities[^/]*', 'stringify-entities', 'property-information',
  'space-separated-tokens', 'comma-separated-tokens', 'html-void-elements', 'web-namespaces', 'escape-string-regexp', 'parse5', 'entities',
];
const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmOnly.join('|')})/)`,
      ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('/node_modules/')),
    ],
  };
};

export default jestConfig;
