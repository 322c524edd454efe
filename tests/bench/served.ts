// The site exactly as a user runs it: `npm start` in its own process (its own data folder, so a
// developer's .data/ is never touched), for benchmarks that load it from this process.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServedSite {
  url: string;
  stop(): Promise<void>;
}

export async function startServedSite(options: { port: number; dataDir: string; env?: Record<string, string>; build?: boolean }): Promise<ServedSite> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const args = ['--import', 'tsx', 'src/cli/start.ts', ...(options.build === false ? ['--no-build'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, ...options.env },
  });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log = (log + d).slice(-10_000)));
  child.stderr.on('data', (d: Buffer) => (log = (log + d).slice(-10_000)));
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`npm start was not ready in 4 minutes:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
