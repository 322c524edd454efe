// `npm run db:migrate` and `npm run db:seed` against DATABASE_URL (deploys), or the local
// embedded database in .data/ when it is unset and `npm start` is not running.
import { openDb, type DbHandle } from '~/server/db/client';
import { migrateDb } from '~/server/db/migrate';
import { openPglite } from '~/server/db/pglite';
import { seed } from '~/server/db/seed';
import { seedJobs } from '~/server/matching/seed-jobs';
import { DEFAULT_CORPUS_SIZE } from '~/server/matching/corpus';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: tsx src/cli/db.ts migrate|seed');
  process.exit(2);
}
const handle: DbHandle = process.env.DATABASE_URL ? await openDb(process.env.DATABASE_URL) : await openPglite('.data/pglite');
try {
  await migrateDb(handle);
  console.log(`Migrations applied (${handle.kind}).`);
  if (command === 'seed') {
    const result = await seed(handle.db, {
      adminEmail: process.env.ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD,
      demo: process.env.SEED_DEMO !== 'false',
    });
    console.log(`Admin: ${result.adminEmail}; demo members created: ${result.demoMembersCreated}`);
    const added = await seedJobs(handle.db, Number(process.env.SEED_JOBS ?? DEFAULT_CORPUS_SIZE));
    console.log(`Jobs added to the corpus: ${added}`);
    if (result.generatedAdminPassword) console.log(`Admin password (shown once): ${result.generatedAdminPassword}`);
  }
} finally {
  await handle.close();
}
