// `npm run db:ip-restriction`: the way back in for staff who shut themselves out of the Admin
// Center with its IP restriction (decision 0027). Works on DATABASE_URL (a deploy: the running
// site sees the change within 30 seconds), or on the embedded database in DATA_DIR (default
// .data) when it is unset and `npm start` is not running.
//   npm run db:ip-restriction -- show
//   npm run db:ip-restriction -- off
//   npm run db:ip-restriction -- --allow 203.0.113.9      (or a range: --allow 2001:db8::/32)
import { existsSync } from 'node:fs';
import { openDb, type DbHandle } from '~/server/db/client';
import { openPglite } from '~/server/db/pglite';
import { recoverIpRestriction, type Recovery } from '~/server/admin/ip-restriction';
import { lockDataDir } from './data-dir-lock';

const USAGE = 'Usage: npm run db:ip-restriction -- show | off | --allow <address or CIDR range>';

function recoveryOf(args: string[]): Recovery | null {
  if (args.length === 1 && (args[0] === 'show' || args[0] === 'off')) return { action: args[0] };
  if (args.length === 2 && args[0] === '--allow') return { action: 'allow', entry: args[1]! };
  if (args.length === 1 && args[0]!.startsWith('--allow=')) return { action: 'allow', entry: args[0]!.slice('--allow='.length) };
  return null;
}

const recovery = recoveryOf(process.argv.slice(2));
if (!recovery) {
  console.error(USAGE);
  process.exit(2);
}

let unlock = () => {};
let handle: DbHandle;
if (process.env.DATABASE_URL) {
  handle = await openDb(process.env.DATABASE_URL);
} else {
  const dataDir = `${process.env.DATA_DIR ?? '.data'}/pglite`;
  if (!existsSync(dataDir)) {
    console.error(`No embedded database at ${dataDir}: set DATABASE_URL, or DATA_DIR to the folder \`npm start\` uses.`);
    process.exit(1);
  }
  // One process at a time on the embedded database: stop `npm start` first (it says so if not).
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  handle = await openPglite(dataDir);
}
try {
  const now = await recoverIpRestriction(handle.db, recovery);
  if (recovery.action === 'off') console.log('IP restriction is off: the Admin Center answers every address again.');
  if (recovery.action === 'allow') console.log(`Added ${recovery.entry} to the allow list.`);
  console.log(`IP restriction: ${now.security.ipRestriction ? 'on' : 'off'}`);
  console.log(`Allowed: ${now.ipAllowList.length ? now.ipAllowList.join(', ') : 'none'}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
  unlock();
}
