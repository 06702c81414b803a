// Jest through next/jest (SWC), in two projects: `unit` (everything beside the code) and `hall` (the hall API
// suite, run once per database driver by scripts/test.sh). Pick one with `npx jest --selectProjects hall`.
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';
import { driverFreeTests } from './hall/test/driver-free.mjs';

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages that Jest must transform (STACK-NOTES: next-intl and iron-session pull these in). */
const esm = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
  'iron-session',
  'iron-webcrypto',
  'cookie',
  'uint8array-extras',
];

const common = {
  rootDir: '.',
  // Node by default; a component test asks for a DOM with a `/** @jest-environment jsdom */` docblock.
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/data/', '<rootDir>/bench/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

async function project(displayName, extra) {
  const config = await createJestConfig({ ...common, ...extra, displayName })();
  // next/jest only appends to transformIgnorePatterns; its own '/node_modules/' rule would still win.
  config.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return config;
}

const onPostgres = process.env.HALL_TEST_DRIVER === 'pg';
const driverFree = onPostgres ? driverFreeTests(fileURLToPath(new URL('.', import.meta.url))) : [];
const escapedPath = (file) => `<rootDir>/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
if (onPostgres) process.env.HALL_DRIVER_FREE_TESTS = String(driverFree.length);

export default async function jestConfig() {
  return {
    projects: [
      await project('unit', { testPathIgnorePatterns: [...common.testPathIgnorePatterns, '<rootDir>/hall/'] }),
      await project('hall', {
        roots: ['<rootDir>/hall'],
        testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...(onPostgres ? driverFree.map(escapedPath) : [])],
        testEnvironment: '<rootDir>/hall/test/environment.cjs',
        setupFilesAfterEnv: ['<rootDir>/hall/test/setup.ts'],
        globalSetup: '<rootDir>/hall/test/global-setup.ts',
        globalTeardown: '<rootDir>/hall/test/global-teardown.ts',
      }),
    ],
  };
}
