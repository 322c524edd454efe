import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, defineRoute, form } from '~/lib/route';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { implement, reply, serve } from './route';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  installRuntime(handle.db);
});

const ids = z.object({ id: z.uuid('That note is not yours.') });
const noteBody = z.object({ text: z.string().min(1, 'Write something.') }).strict();
const noteRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/notes/:id',
    access: { tool: 'planner' },
    params: ids,
    query: z.object({ lines: z.coerce.number().int().max(9).default(3) }),
    answer: answer<{ id: string; lines: number; by: string }>(),
  }),
  write: defineRoute({
    method: 'PUT',
    path: '/api/notes/:id',
    access: { member: true },
    params: ids,
    body: noteBody,
    answer: answer<{ saved: string }>(),
    status: 201,
  }),
  upload: defineRoute({ method: 'POST', path: '/api/notes/:id', access: { public: true }, body: form, answer: answer<{ bytes: number }>(), crossSite: true }),
};
const notes = serve(
  implement(noteRoutes.read, async ({ params, query, user }) => ({ id: params.id, lines: query.lines, by: user.email })),
  implement(noteRoutes.write, async ({ body }) => ({ saved: body.text })),
  implement(noteRoutes.upload, async ({ req }) => reply(noteRoutes.upload, { bytes: (await req.arrayBuffer()).byteLength }, { status: 202 })),
);
const ID = '4b7d3c1e-8f7a-4c55-9d55-1a2b3c4d5e6f';

describe('a route served by implement', () => {
  it('refuses a cross-site state change before it reads anything, and lets a route that says so take one', async () => {
    const cross = { origin: 'https://evil.example' };
    expect(await call(notes, '/api/notes/not-an-id', { method: 'PUT', body: {}, headers: cross })).toMatchObject({
      status: 403,
      json: { message: 'Cross-site requests are not allowed.' },
    });
    expect((await call(notes, `/api/notes/${ID}`, { method: 'POST', rawBody: 'abc', headers: cross })).status).toBe(202);
  });

  it('answers a malformed id with the schema’s 404 before it asks who is calling', async () => {
    expect(await call(notes, '/api/notes/not-an-id')).toMatchObject({ status: 404, json: { message: 'That note is not yours.' } });
    expect((await call(notes, `/api/notes/${ID}`)).status).toBe(401);
  });

  it('applies the room’s plan from the catalogue, then checks the query and the body', async () => {
    const free = await newMember(null);
    expect((await call(notes, `/api/notes/${ID}`, { cookie: free.cookie })).status).toBe(403);
    const pivot = await newMember('pivot');
    expect(await call(notes, `/api/notes/${ID}`, { cookie: pivot.cookie })).toMatchObject({ status: 200, json: { id: ID, lines: 3, by: pivot.email } });
    expect(await call(notes, `/api/notes/${ID}?lines=12`, { cookie: pivot.cookie })).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/^lines: /) },
    });
    expect(await call(notes, `/api/notes/${ID}`, { method: 'PUT', cookie: free.cookie, body: { text: '' } })).toMatchObject({
      status: 400,
      json: { message: 'text: Write something.' },
    });
    expect(await call(notes, `/api/notes/${ID}`, { method: 'PUT', cookie: free.cookie, body: { text: 'hi' } })).toMatchObject({
      status: 201,
      json: { saved: 'hi' },
    });
  });

  it('answers 405 with the methods the path has', async () => {
    const res = await call(notes, `/api/notes/${ID}`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, PUT, POST');
  });

  it('will not serve two paths from one function', () => {
    const other = defineRoute({ method: 'GET', path: '/api/other', access: { public: true }, answer: answer<null>() });
    expect(() =>
      serve(
        implement(noteRoutes.write, async () => ({ saved: '' })),
        implement(other, async () => null),
      ),
    ).toThrow('One function serves one path');
  });
});
