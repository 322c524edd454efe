import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import forgotFn from '@functions/auth-forgot-password.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime } from '~/server/testing/harness';
import { seed } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { createMailer } from './mailer';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, { adminEmail: 'owner@careerpivot.test', adminPassword: 'owner password 1', demo: false });
}, 60_000);
afterAll(async () => handle?.close());

describe('e-mail', () => {
  it('the reset e-mail reaches a real SMTP server when SMTP_URL is set', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'CareerPivot <no-reply@careerpivot.test>', outboxDir: 'unused' });
      installRuntime(handle.db, { mailer });
      const res = await call(forgotFn, '/api/forgot-password', { body: { email: 'OWNER@careerpivot.test' } });
      expect(res.status).toBe(202);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['owner@careerpivot.test']);
      expect(received[0]!.data).toContain('Subject: Reset your CareerPivot password');
      // Undo quoted-printable soft breaks to read the link as a mail client would.
      const body = received[0]!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(body).toMatch(/http:\/\/localhost:8888\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('without SMTP_URL the message is written to the outbox as an .eml file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({ from: 'CareerPivot <no-reply@careerpivot.test>', outboxDir: dir });
      expect(mailer.describe).toContain(dir);
      await mailer.send({ to: 'friend@example.com', subject: 'Hello there', text: 'Plain words.' });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/hello-there.*\.eml$/);
      const eml = await readFile(join(dir, files[0]!), 'utf8');
      expect(eml).toContain('To: friend@example.com');
      expect(eml).toContain('Plain words.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
