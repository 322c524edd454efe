// netlify-cli offline (`npm run dev:netlify` and the Netlify smoke suite): `astro build`, then
// pages, functions and redirects exactly as Netlify's own tooling serves them.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const NETLIFY_BIN = new URL('../../node_modules/netlify-cli/bin/run.js', import.meta.url).pathname;

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

/** `serve` builds and serves like production; `dev` runs astro dev behind netlify-cli with reload. */
export async function startSite({
  port = 8888,
  quiet = false,
  env = {},
  mode = 'serve',
}: { port?: number; quiet?: boolean; env?: Record<string, string>; mode?: 'serve' | 'dev' } = {}): Promise<SiteServer> {
  const url = `http://localhost:${port}`;
  if (await isUp(url)) throw new Error(`Port ${port} is already serving something: stop it or pick another port.`);
  const child = spawn(
    process.execPath,
    // Its own functions port too, so two servers (a developer's and the tests') can run side by side.
    [NETLIFY_BIN, mode, '--offline', '--internal-disable-edge-functions', '--port', String(port), '--functions-port', String(port + 1111)],
    {
      // Own process group, so stop() ends netlify-cli and every child it started.
      detached: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none', FORCE_COLOR: '0', ...env },
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d).slice(-20_000)));
  let exited = false;
  child.on('exit', () => (exited = true));

  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };

  // netlify-cli bundles every function before it listens: about 2 s a function on an idle machine
  // (3.5 minutes for ~100), and twice that when other work shares the two cores.
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The site server exited before it was ready.\n${output}`);
    if (await isUp(`${url}/api/health`)) return { url, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`The site server was not ready within 15 minutes.\n${output}`);
}

async function isUp(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}
