import { prepareMigratedTemplate } from '~/server/testing/test-db';

/** Migrates once per vitest run; each integration file copies the result (createTestDb). */
export default async function setup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const dropTemplate = await prepareMigratedTemplate();
  const where = process.env.TEST_DATABASE_URL ? 'PostgreSQL template' : 'PGlite snapshot';
  console.log(`Migrated the ${where} for every test file in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dropTemplate;
}
