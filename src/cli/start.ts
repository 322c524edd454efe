// `npm start`: the whole site with its functions on http://localhost:8888, with no account,
// key or network. DATABASE_URL, SMTP_URL and friends switch to real services.
import { startLocalStack } from './local-stack';

const stack = await startLocalStack({
  sitePort: Number(process.env.PORT ?? 8888),
  dbPort: Number(process.env.PGLITE_PORT ?? 54329),
  dataDir: '.data/pglite',
  outboxDir: process.env.OUTBOX_DIR ?? '.data/outbox',
  blobsDir: '.data/blobs',
  // `npm run dev`: the same stack with astro dev and reload on save.
  mode: process.argv.includes('--dev') ? 'dev' : 'serve',
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

const lines = [
  `CareerPivot is running at ${stack.url}  (Ctrl+C to stop)`,
  `Database: ${stack.databaseLabel}`,
  `E-mail: ${process.env.SMTP_URL ? 'SMTP (SMTP_URL)' : `written to the outbox ${stack.outboxDir}`}`,
  `Admin: ${stack.seedResult.adminEmail}`,
];
if (stack.seedResult.generatedAdminPassword) {
  lines.push(`Admin password (shown once; set ADMIN_PASSWORD to choose one): ${stack.seedResult.generatedAdminPassword}`);
}
console.log(`\n${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await stack.stop();
    process.exit(0);
  });
}
