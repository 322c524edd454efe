#!/usr/bin/env node
// `npm start`: build and serve the whole site with its functions on http://localhost:8888,
// with no account, key or network.
import { startSite } from './site-server.mjs';

const port = Number(process.env.PORT ?? 8888);
const site = await startSite({ port }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`\nCareerPivot is running at ${site.url}  (Ctrl+C to stop)\n`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await site.stop();
    process.exit(0);
  });
}
