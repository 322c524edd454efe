import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations made by drizzle-kit with the driver's own migrator. */
export async function migrateDb(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const config = { migrationsFolder };
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, config);
  } else if (handle.kind === 'neon') {
    const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
    await migrate(handle.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db, config);
  }
}
