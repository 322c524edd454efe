import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import reviewFn from '@functions/bullets-review.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import type { ChatClient } from '~/server/ai/refine';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  installRuntime(handle.db);
}, 60_000);
afterAll(async () => handle?.close());

const member = async (plan: 'pivot' | null) => (await newMember(plan)).cookie;

/** A model that answers what the test says, and records what it was asked. */
function fakeModel(answer: unknown) {
  const asked: string[] = [];
  const client: ChatClient = {
    chat: {
      completions: {
        async create(body) {
          asked.push(body.messages.map((m) => m.content).join('\n'));
          if (answer instanceof Error) throw answer;
          return { choices: [{ message: { content: JSON.stringify(answer) } }] };
        },
      },
    },
  };
  return { chat: { client, model: 'test-model' }, asked };
}

const body = { text: '• Responsible for managing lesson plans for 30 students', from: 'teaching', target: 'people' };

describe('POST /api/bullets/review', () => {
  it('is for the Pivot toolkit: 401 signed out, 403 free', async () => {
    expect((await call(reviewFn, '/api/bullets/review', { body })).status).toBe(401);
    expect((await call(reviewFn, '/api/bullets/review', { body, cookie: await member(null) })).status).toBe(403);
  });

  it('answers the built-in rules with their explanations when no model is configured', async () => {
    const res = await call(reviewFn, '/api/bullets/review', { body, cookie: await member('pivot') });
    expect(res.status).toBe(200);
    expect(res.json.ai).toBe('off');
    expect(res.json.bullet).toBe('Responsible for managing lesson plans for 30 students');
    expect(res.json.suggestions.map((s: { text: string }) => s.text)).toEqual([
      'Managed lesson plans for 30 students',
      'Responsible for managing training materials for 30 learners',
      'Managed training materials for 30 learners',
    ]);
    expect(res.json.suggestions.every((s: { explanation: string }) => s.explanation.length > 10)).toBe(true);
  });

  it('answers bad input with a clear 400', async () => {
    const cookie = await member('pivot');
    const empty = await call(reviewFn, '/api/bullets/review', { body: { text: '   ' }, cookie });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/Write or paste a bullet first/);
    expect((await call(reviewFn, '/api/bullets/review', { body: { text: 'x'.repeat(501) }, cookie })).status).toBe(400);
    expect((await call(reviewFn, '/api/bullets/review', { body: { ...body, from: 'astronaut' }, cookie })).status).toBe(400);
  });

  it('adds the model’s rewrites that pass the check, and drops the ones that add facts', async () => {
    const cookie = await member('pivot');
    const { chat, asked } = fakeModel({
      suggestions: [
        { text: 'Designed training materials for 30 learners, resulting in [result: how much, how many or how fast]', explanation: 'Leads with design.' },
        { text: 'Managed lesson plans for 30 students at Google', explanation: 'Adds an employer.' },
        { text: 'Managed lesson plans for 300 students', explanation: 'Adds a number.' },
        { text: 'Built Python tools for 30 students', explanation: 'Adds a skill.' },
      ],
    });
    installRuntime(handle.db, { chat });
    try {
      const res = await call(reviewFn, '/api/bullets/review', { body, cookie });
      expect(res.json.ai).toBe('on');
      const ai = res.json.suggestions.filter((s: { rule: string }) => s.rule === 'ai');
      expect(ai).toEqual([
        {
          id: 'ai-1',
          rule: 'ai',
          text: 'Designed training materials for 30 learners, resulting in [result: how much, how many or how fast]',
          explanation: 'Leads with design.',
        },
      ]);
      expect(asked[0]).toContain('Leaving the field: Teaching and education');
      expect(asked[0]).toContain('Moving to: HR, training and learning');
    } finally {
      installRuntime(handle.db);
    }
  });

  it('falls back to the rules when the model fails', async () => {
    const cookie = await member('pivot');
    installRuntime(handle.db, { chat: fakeModel(new Error('timeout')).chat });
    try {
      const res = await call(reviewFn, '/api/bullets/review', { body, cookie });
      expect(res.status).toBe(200);
      expect(res.json.ai).toBe('unavailable');
      expect(res.json.suggestions).toHaveLength(3);
    } finally {
      installRuntime(handle.db);
    }
  });
});
