import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * The local blob store: Netlify's own BlobsServer writing to a folder. Returns the
 * NETLIFY_BLOBS_CONTEXT value that points the Blobs client at it.
 */
export async function startLocalBlobs(directory: string): Promise<{ context: string; stop: () => Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = Buffer.from(JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, token, siteID: 'local-site' })).toString('base64');
  return { context, stop: async () => void (await server.stop()) };
}
