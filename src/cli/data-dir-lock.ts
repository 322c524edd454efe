// The lock on an embedded database folder, shared by `npm start` and the scripts that open the
// folder themselves (`npm run db:ip-restriction`).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * One process at a time may open an embedded database folder: a second one would corrupt it.
 * The lock names the owner's pid, so a lock left by a killed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lock = `${resolve(dataDir)}.lock`;
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = pid !== process.pid;
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`Another CareerPivot server (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`);
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}
