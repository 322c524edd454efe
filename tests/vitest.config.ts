import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts', 'netlify/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['tests/vitest.global-setup.ts'],
    testTimeout: 20_000,
  },
});
