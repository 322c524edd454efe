// `npm start`: the whole site with its functions on http://localhost:8888, with no account,
// key or network. DATABASE_URL, SMTP_URL and friends switch to real services.
//   --dev       pages from astro dev with reload on save (`npm run dev`)
//   --netlify   netlify-cli serves the functions instead (`npm run dev:netlify`, Netlify parity)
//   --no-build  serve the dist/ already built
import { startLocalStack } from './local-stack';

const args = process.argv.slice(2);
const server = args.includes('--netlify') ? 'netlify' : 'node';
/** Where the embedded database, blobs, outbox and session secret live (DATA_DIR, default .data). */
const dataDir = process.env.DATA_DIR ?? '.data';

const stack = await startLocalStack({
  sitePort: Number(process.env.PORT ?? 8888),
  dbPort: Number(process.env.PGLITE_PORT ?? 54329),
  dataDir: `${dataDir}/pglite`,
  outboxDir: process.env.OUTBOX_DIR ?? `${dataDir}/outbox`,
  blobsDir: `${dataDir}/blobs`,
  mode: args.includes('--dev') ? 'dev' : 'serve',
  server,
  build: !args.includes('--no-build'),
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});

const lines = [
  `CareerPivot is running at ${stack.url}  (Ctrl+C to stop)`,
  `Served by: ${server === 'node' ? 'one warm Node process (functions, pages, scheduled jobs)' : 'netlify-cli offline'}`,
  `Database: ${stack.databaseLabel}`,
  `E-mail: ${process.env.SMTP_URL ? 'SMTP (SMTP_URL)' : `written to the outbox ${stack.outboxDir}`}`,
  `Admin: ${stack.seedResult.adminEmail}`,
];
if (stack.seedResult.generatedAdminPassword) {
  lines.push(`Admin password (shown once; set ADMIN_PASSWORD to choose one): ${stack.seedResult.generatedAdminPassword}`);
}
console.log(`\n${lines.join('\n')}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: letting in-flight requests and background work finish…');
    await stack.stop();
    process.exit(0);
  });
}
