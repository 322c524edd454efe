import { describe, expect, it } from 'vitest';
import { NO_LOCATION } from '~/server/resumes/location';
import type { SkillEvidence } from '~/lib/pivotmatch';
import { createRefiner, refinerFromEnv, type ChatClient } from './refine';

type Body = Parameters<ChatClient['chat']['completions']['create']>[0];

/** A fake OpenAI-compatible client: answers with `reply` (or throws it) and records the request. */
function fakeClient(reply: unknown | Error): ChatClient & { requests: Body[] } {
  const requests: Body[] = [];
  return {
    requests,
    chat: {
      completions: {
        async create(body) {
          requests.push(body);
          if (reply instanceof Error) throw reply;
          return { choices: [{ message: { content: typeof reply === 'string' ? reply : JSON.stringify(reply) } }] };
        },
      },
    },
  };
}

const text = [
  'Maria Gonzalez',
  'Columbus · maria@example.com',
  'Skills: SQL, Tableau',
  'Built dashboards for the unit and supported the Epic go-live at Payroll Partners.',
].join('\n');
const span = (quote: string, section: SkillEvidence['evidence'][number]['section']) => ({ text: quote, quote, section, start: 0, end: 0 });
const evidence: SkillEvidence[] = [
  { name: 'SQL', canonical: 'SQL', category: null, evidence: [span('SQL, Tableau', 'skills')] },
  { name: 'Dashboards', canonical: 'Dashboards', category: null, evidence: [span('Built dashboards for the unit', 'work')] },
  { name: 'Payroll Processing', canonical: 'Payroll Processing', category: null, evidence: [span('supported the Epic go-live at Payroll Partners', 'work')] },
];
const input = { text, skills: evidence.map((e) => e.name), evidence, location: NO_LOCATION };

describe('createRefiner', () => {
  it('keeps or drops the skills found, with the lines behind them, and never adds one', async () => {
    const client = fakeClient({ skills: ['Dashboards', 'Kubernetes'], location: { city: null, state: null, remote: false } });
    const result = await createRefiner(client, 'test-model')(input);
    // SQL stays: the resume lists it in its skills section. Kubernetes is not a skill we found.
    expect(result.skills).toEqual(['SQL', 'Dashboards']);
    expect(client.requests[0]?.model).toBe('test-model');
    expect(client.requests[0]?.response_format.type).toBe('json_schema');
    expect(client.requests[0]?.messages[1]?.content).toContain('- Payroll Processing: "supported the Epic go-live at Payroll Partners"');
  });

  it('ignores an answer that names none of the skills found', async () => {
    const result = await createRefiner(fakeClient({ skills: ['Underwater Basket Weaving'], location: NO_LOCATION }))(input);
    expect(result.skills).toEqual(['SQL', 'Dashboards', 'Payroll Processing']);
  });

  it('uses the model location only when the built-in reader found none, with a real state and a city in the text', async () => {
    const proposed = { skills: [], location: { city: 'Columbus', state: 'Ohio', remote: false } };
    expect((await createRefiner(fakeClient(proposed))(input)).location).toEqual({ city: 'Columbus', state: 'OH', remote: false });

    const elsewhere = { skills: [], location: { city: 'Cleveland', state: 'OH', remote: false } };
    expect((await createRefiner(fakeClient(elsewhere))(input)).location).toEqual(NO_LOCATION);

    const builtIn = { city: 'Dayton', state: 'OH', remote: false };
    expect((await createRefiner(fakeClient(proposed))({ ...input, location: builtIn })).location).toEqual(builtIn);
  });

  it.each([
    ['a network failure', new Error('connect ECONNREFUSED')],
    ['text that is not JSON', 'Sure! Here are the skills: SQL'],
    ['JSON of the wrong shape', { skills: 'SQL', location: 'Columbus' }],
    ['an empty answer', ''],
  ])('falls back to the built-in result on %s', async (_label, reply) => {
    const result = await createRefiner(fakeClient(reply))(input);
    expect(result).toEqual({ skills: input.skills, location: input.location });
  });
});

describe('refinerFromEnv', () => {
  it('is off without OPENAI_API_KEY and on with it (no request made)', () => {
    expect(refinerFromEnv({})).toBeUndefined();
    expect(refinerFromEnv({ OPENAI_API_KEY: '  ' })).toBeUndefined();
    expect(typeof refinerFromEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })).toBe('function');
  });
});
