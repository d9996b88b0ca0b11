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

export default createJestConfig(config);
