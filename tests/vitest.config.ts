import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts', 'netlify/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e'],
    environment: 'node',
    pool: 'forks',
    // One fork per core, not vitest's cores − 1: files wait on their database and servers as much
    // as on the CPU. Measured on 2 cores, whole PGlite pass: 1 fork 204 s, 2 forks 148 s, 3 forks 165 s.
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/vitest.global-setup.ts'],
    testTimeout: 20_000,
  },
});
