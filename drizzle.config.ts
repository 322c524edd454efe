import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the same migrator to PGlite, PostgreSQL and Neon.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
