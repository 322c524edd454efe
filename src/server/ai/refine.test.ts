import { describe, expect, it } from 'vitest';
import { NO_LOCATION } from '../resumes/location';
import { skillByName } from '../skills/taxonomy';
import { createRefiner, refinerFromEnv, skillAppearsIn, type ChatClient } from './refine';

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

const text = ['Maria Gonzalez', 'Columbus · maria@example.com', 'Skills: SQL, Tableau', 'Built dashboards for the unit and supported the Epic go-live.'].join(
  '\n',
);
const input = { text, skills: ['SQL', 'Tableau'], location: NO_LOCATION };

describe('createRefiner', () => {
  it('adds skills the text names and drops invented or unknown ones', async () => {
    const client = fakeClient({
      skills: ['SQL', 'Dashboards', 'Kubernetes', 'Underwater Basket Weaving', 'Go'],
      location: { city: null, state: null, remote: false },
    });
    const result = await createRefiner(client, 'test-model')(input);
    expect(result.skills).toEqual(['SQL', 'Tableau', 'Dashboards']);
    expect(result.skills).not.toContain('Kubernetes'); // canonical, but not in the resume
    expect(result.skills).not.toContain('Go'); // only "go-live" in the text
    expect(client.requests[0]?.model).toBe('test-model');
    expect(client.requests[0]?.response_format.type).toBe('json_schema');
  });

  it('never removes a built-in skill', async () => {
    const result = await createRefiner(fakeClient({ skills: [], location: NO_LOCATION }))(input);
    expect(result.skills).toEqual(['SQL', 'Tableau']);
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

describe('skillAppearsIn', () => {
  it('matches names and aliases as whole words in any case, and case-exact forms only in their case', () => {
    expect(skillAppearsIn(skillByName('Microsoft Excel')!, 'Advanced ms excel user')).toBe(true);
    expect(skillAppearsIn(skillByName('Go')!, 'supported the go-live')).toBe(false);
    expect(skillAppearsIn(skillByName('Go')!, 'services written in Go')).toBe(true);
    expect(skillAppearsIn(skillByName('SQL')!, 'NoSQL only')).toBe(false);
  });
});

describe('refinerFromEnv', () => {
  it('is off without OPENAI_API_KEY and on with it (no request made)', () => {
    expect(refinerFromEnv({})).toBeUndefined();
    expect(refinerFromEnv({ OPENAI_API_KEY: '  ' })).toBeUndefined();
    expect(typeof refinerFromEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })).toBe('function');
  });
});
