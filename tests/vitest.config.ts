import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export default defineConfig({
  root: at(''),
  // tsconfig.json's paths, which vite does not read on its own.
  resolve: { alias: { '~': at('src'), '@content': at('content'), '@functions': at('netlify/functions') } },
  test: {
    include: ['src/**/*.test.ts', 'netlify/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e'],
    environment: 'node',
    pool: 'forks',
    // One fork per core, not vitest's cores − 1: files wait on their database and servers as much
    // as on the CPU. Measured on 2 cores, whole PGlite pass: 1 fork 204 s, 2 forks 148 s, 3 forks 165 s.
    maxWorkers: availableParallelism(),
    // Files in one fork share its modules instead of importing everything again per file: the
    // PGlite pass took 186 s isolated and 104 s shared. A file that changes process.env or a global
    // puts it back in its after hook (site-server, neon, toast tests); each file still gets its own
    // database (createTestDb).
    isolate: false,
    globalSetup: ['tests/vitest.global-setup.ts'],
    testTimeout: 20_000,
  },
});
