import type { Config } from 'jest';
import nextJest from 'next/jest.js';

// next/jest maps CSS modules, next/font and the SWC transform, and loads .env files.
const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/'],
};

// marked ships ES modules only; next/jest ignores node_modules, so it is let through the transform.
const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: ['/node_modules/(?!marked/)', ...(resolved.transformIgnorePatterns ?? []).filter((p) => !p.includes('/node_modules/'))],
  };
};

export default jestConfig;
