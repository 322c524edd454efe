/**
 * STAR feedback on an answer: the built-in engine (src/lib/star.ts) by default, or the configured
 * OpenAI-compatible model. The model only judges which parts are there and suggests the next
 * step; the rules here decide:
 * - every quote must occur in the answer word for word (spacing aside), or it is dropped;
 * - a part the model calls present with no quote left, or an answer with no quote at all, means
 *   the model did not read this answer: the built-in feedback is used instead;
 * - length, specificity, ownership, whether the answer addresses the question, and the score are
 *   counted by the built-in engine either way (an answer that misses its question gets the step
 *   that says so);
 * - any failure (network, timeout, invalid JSON, schema mismatch) falls back to the built-in engine.
 */
import { z } from 'zod';
import { STAR_PARTS, coachAnswer, completeFeedback, type StarFeedback } from '~/lib/star';
import type { ChatModel } from '~/server/ai/refine';

export interface Coaching {
  feedback: StarFeedback;
  engine: 'built-in' | 'model';
}

const TIMEOUT_MS = 20_000;
const NEXT_STEP_MAX = 400;

const PartSchema = z.object({ present: z.boolean(), quotes: z.array(z.string().max(2_000)).max(10) });
/** What the model must answer; anything else is ignored. */
export const ModelFeedbackSchema = z.object({
  situation: PartSchema,
  task: PartSchema,
  action: PartSchema,
  result: PartSchema,
  nextStep: z.string().trim().min(1).max(NEXT_STEP_MAX),
});

const partJson = {
  type: 'object',
  additionalProperties: false,
  required: ['present', 'quotes'],
  properties: { present: { type: 'boolean' }, quotes: { type: 'array', items: { type: 'string' } } },
};
const RESPONSE_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: [...STAR_PARTS, 'nextStep'],
  properties: { situation: partJson, task: partJson, action: partJson, result: partJson, nextStep: { type: 'string' } },
};

const SYSTEM_PROMPT = [
  'You coach career changers on interview answers with the STAR method (Situation, Task, Action, Result).',
  'Return JSON only, matching the schema.',
  'For each part: "present" is true only if the answer really contains it; "quotes" are the sentences of the answer that show it, copied EXACTLY, character for character (empty when absent).',
  'Situation: the context (where, when, what was going on). Task: what the speaker had to achieve or fix. Action: what the speaker did. Result: what changed because of it, ideally measured.',
  '"nextStep": one concrete thing to change in this answer, in one or two sentences addressed to the speaker, about the weakest part.',
].join('\n');

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The quotes that occur in the answer word for word, spacing aside. */
export function verbatimQuotes(answer: string, quotes: readonly string[]): string[] {
  const text = squash(answer);
  return quotes.map(squash).filter((q) => q.length > 0 && text.includes(q));
}

/** The model's parts with only verbatim quotes, or null when the model did not quote this answer. */
export function checkedParts(answer: string, proposed: z.infer<typeof ModelFeedbackSchema>): StarFeedback['parts'] | null {
  const parts = {} as StarFeedback['parts'];
  for (const part of STAR_PARTS) {
    const quotes = verbatimQuotes(answer, proposed[part].quotes);
    if (proposed[part].present && quotes.length === 0) return null;
    parts[part] = { present: proposed[part].present, quotes: proposed[part].present ? quotes : [] };
  }
  return STAR_PARTS.some((p) => parts[p].quotes.length > 0) ? parts : null;
}

/** Feedback from the model when one is configured and it quotes the answer, else from the built-in engine. */
export async function coach(chat: ChatModel | null, question: string, answer: string): Promise<Coaching> {
  const builtIn: Coaching = { feedback: coachAnswer(answer, question), engine: 'built-in' };
  if (!chat) return builtIn;
  try {
    const response = await chat.client.chat.completions.create(
      {
        model: chat.model,
        temperature: 0,
        response_format: { type: 'json_schema', json_schema: { name: 'star_feedback', strict: true, schema: RESPONSE_JSON_SCHEMA } },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Interview question: ${question}\n\nAnswer:\n"""\n${answer}\n"""` },
        ],
      },
      { timeout: TIMEOUT_MS },
    );
    const content = response.choices[0]?.message.content;
    if (!content) return builtIn;
    const parsed = ModelFeedbackSchema.safeParse(JSON.parse(content));
    if (!parsed.success) return builtIn;
    const parts = checkedParts(answer, parsed.data);
    if (!parts) return builtIn;
    return { feedback: completeFeedback(answer, parts, parsed.data.nextStep, question), engine: 'model' };
  } catch {
    return builtIn;
  }
}
