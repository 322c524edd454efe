import { describe, expect, it } from 'vitest';
import type { ChatClient } from '~/server/ai/refine';
import { OFF_TOPIC_MAX_SCORE, coachAnswer } from '~/lib/star';
import { coach, verbatimQuotes } from './coach';

type Body = Parameters<ChatClient['chat']['completions']['create']>[0];

/** A fake OpenAI-compatible client: answers with `reply` (or throws it) and records the request. */
function fakeChat(reply: unknown): { client: ChatClient; model: string; requests: Body[] } {
  const requests: Body[] = [];
  return {
    requests,
    model: 'test-model',
    client: {
      chat: {
        completions: {
          async create(body) {
            requests.push(body);
            if (reply instanceof Error) throw reply;
            return { choices: [{ message: { content: typeof reply === 'string' ? reply : JSON.stringify(reply) } }] };
          },
        },
      },
    },
  };
}

const question = 'Tell me about a time you improved a process.';
const answer =
  'At the call centre, customers kept calling back about billing errors.\nMy job was to cut the repeat calls. I listed the five commonest errors and sent them to billing with examples. Repeat calls fell by a quarter in two months.';

const part = (present: boolean, quotes: string[] = []) => ({ present, quotes });

describe('the model coach', () => {
  it('keeps the model’s parts and next step when every present part is quoted from the answer', async () => {
    const chat = fakeChat({
      situation: part(true, ['At the call centre, customers kept calling back about billing errors.']),
      task: part(true, ['My job was to cut the repeat calls.']),
      // Spacing aside: the model may squash the line break.
      action: part(true, ['I listed the five commonest errors and sent them to billing with examples.']),
      result: part(true, ['Repeat calls fell by a quarter in two months.', 'Customers loved it.']),
      nextStep: 'Say how many calls a quarter is.',
    });
    const { feedback, engine } = await coach(chat, question, answer);
    expect(engine).toBe('model');
    expect(feedback.nextStep).toBe('Say how many calls a quarter is.');
    // A quote the answer does not contain is dropped.
    expect(feedback.parts.result.quotes).toEqual(['Repeat calls fell by a quarter in two months.']);
    // The figures are counted, whoever judged the parts.
    expect(feedback.length.words).toBe(coachAnswer(answer).length.words);
    expect(chat.requests[0]!.messages[1]!.content).toContain(answer);
  });

  it('falls back to the built-in coach when a present part has no quote from the answer', async () => {
    const chat = fakeChat({
      situation: part(true, ['I worked in a busy call centre.']),
      task: part(false),
      action: part(true, ['I listed the five commonest errors and sent them to billing with examples.']),
      result: part(false),
      nextStep: 'Add a result.',
    });
    const { feedback, engine } = await coach(chat, question, answer);
    expect(engine).toBe('built-in');
    expect(feedback).toEqual(coachAnswer(answer, question));
  });

  it('falls back when the model quotes nothing at all, answers off-schema, or fails', async () => {
    const none = { situation: part(false), task: part(false), action: part(false), result: part(false), nextStep: 'Try harder.' };
    for (const reply of [none, { parts: [] }, 'not json', new Error('timeout')]) {
      expect((await coach(fakeChat(reply), question, answer)).engine).toBe('built-in');
    }
  });

  it('is the built-in coach when no model is configured', async () => {
    expect(await coach(null, question, answer)).toEqual({ feedback: coachAnswer(answer, question), engine: 'built-in' });
  });

  it("checks the answer against the question whichever engine reads it: off the question, the model's step gives way and the score is capped", async () => {
    const preparing = 'What have you done to prepare for the move from customer service into this role?';
    const chat = fakeChat({
      situation: part(true, ['At the call centre, customers kept calling back about billing errors.']),
      task: part(true, ['My job was to cut the repeat calls.']),
      action: part(true, ['I listed the five commonest errors and sent them to billing with examples.']),
      result: part(true, ['Repeat calls fell by a quarter in two months.']),
      nextStep: 'Say how many calls a quarter is.',
    });
    const { feedback, engine } = await coach(chat, preparing, answer);
    expect(engine).toBe('model');
    expect(feedback.relevance).toMatchObject({ addressed: false });
    expect(feedback.score).toBeLessThanOrEqual(OFF_TOPIC_MAX_SCORE);
    expect(feedback.nextStep).toMatch(/^This answer does not say what you have done to get ready for this change/);
    // The same answer to the question it does address keeps the model's step and its full score.
    const onTopic = await coach(chat, question, answer);
    expect(onTopic.feedback.nextStep).toBe('Say how many calls a quarter is.');
    expect(onTopic.feedback.score).toBeGreaterThan(feedback.score);
  });
});

describe('verbatimQuotes', () => {
  it('keeps quotes found word for word, spacing aside, and drops paraphrases', () => {
    expect(verbatimQuotes('I  rewrote\nthe rota. It worked.', ['I rewrote the rota.', 'I rewrote a rota.', '  ', 'It worked.'])).toEqual([
      'I rewrote the rota.',
      'It worked.',
    ]);
  });
});
