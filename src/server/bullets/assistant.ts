/**
 * The bullet assistant on the server: the built-in rules always, and, when a model is configured,
 * up to three of its rewrites that pass a check. The model only proposes: a rewrite that adds a
 * number, a name (an employer, a title) or a skill absent from what the member wrote is dropped.
 */
import { z } from 'zod';
import {
  BULLET_FIELDS,
  BULLET_TARGETS,
  KNOWN_VERB_FORMS,
  cleanBullet,
  reviewBullet,
  type BulletReview,
  type BulletSuggestion,
  type BulletAnswer,
  type BulletReviewRequest,
} from '~/lib/bullets';
import type { ChatModel } from '~/server/ai/refine';
import { extractSkills } from '~/server/skills/extract-skills';

const TIMEOUT_MS = 15_000;
const AI_MAX = 3;

const AnswerSchema = z.object({
  suggestions: z.array(z.object({ text: z.string().min(1).max(400), explanation: z.string().max(400) })).max(10),
});
const ANSWER_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'explanation'],
        properties: { text: { type: 'string' }, explanation: { type: 'string' } },
      },
    },
  },
};

const words = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z'&.-]*/g) ?? []).map((w) => w.replace(/[.'-]+$/, '')));
const withoutPlaceholders = (text: string) => text.replace(/\[[^\]]*\]/g, ' ');

/**
 * Why a proposed rewrite may not be shown, or null when it may. `allowed` holds words the member
 * did not type but our own rules would have offered (the jargon translations).
 */
export function rewriteProblem(original: string, candidate: string, allowed = ''): string | null {
  const mine = withoutPlaceholders(candidate);
  const source = `${original} ${allowed}`;
  const numbers = new Set(original.match(/\d+(?:[.,]\d+)?/g) ?? []);
  const invented = (mine.match(/\d+(?:[.,]\d+)?/g) ?? []).find((n) => !numbers.has(n));
  if (invented) return `adds the number ${invented}`;
  const known = words(source);
  // A capitalised word that does not open a sentence is a name: it must be the member's own.
  const tokens = mine.split(/\s+/).filter(Boolean);
  for (let i = 1; i < tokens.length; i++) {
    if (/[.!?]$/.test(tokens[i - 1]!)) continue;
    const word = tokens[i]!.replace(/^[^A-Za-z]+|[^A-Za-z&]+$/g, '');
    if (/^[A-Z]/.test(word) && !known.has(word.toLowerCase()) && !KNOWN_VERB_FORMS.has(word.toLowerCase())) return `adds "${word}", which you did not write`;
  }
  const skills = new Set(extractSkills(source));
  const addedSkill = extractSkills(mine).find((s) => !skills.has(s));
  if (addedSkill) return `adds the skill "${addedSkill}"`;
  return null;
}

async function modelSuggestions(chat: ChatModel, review: BulletReview, request: BulletReviewRequest): Promise<{ kept: BulletSuggestion[]; dropped: number }> {
  const from = BULLET_FIELDS.find((f) => f.id === request.from)?.label ?? 'not given';
  const target = BULLET_TARGETS.find((t) => t.id === request.target)?.label ?? 'any field';
  const response = await chat.client.chat.completions.create(
    {
      model: chat.model,
      temperature: 0.3,
      response_format: { type: 'json_schema', json_schema: { name: 'bullet_rewrites', strict: true, schema: ANSWER_JSON_SCHEMA } },
      messages: [
        {
          role: 'system',
          content:
            'You rewrite one resume bullet for a career changer. Start with a strong past-tense action verb, translate field jargon into the target field\'s words, and where no result is stated add the placeholder "[result: how much, how many or how fast]". Never add a number, employer, job title, tool or skill that the bullet does not contain. Answer with up to 3 rewrites, each with a one-sentence explanation.',
        },
        { role: 'user', content: `Bullet: ${review.bullet}\nLeaving the field: ${from}\nMoving to: ${target}` },
      ],
    },
    { timeout: TIMEOUT_MS },
  );
  const parsed = AnswerSchema.safeParse(JSON.parse(response.choices[0]?.message.content ?? '{}'));
  if (!parsed.success) return { kept: [], dropped: 0 };
  const allowed = review.suggestions.map((s) => s.text).join(' ');
  const seen = new Set(review.suggestions.map((s) => s.text.toLowerCase()));
  const kept: BulletSuggestion[] = [];
  let dropped = 0;
  for (const s of parsed.data.suggestions) {
    const text = cleanBullet(s.text);
    if (!text || seen.has(text.toLowerCase())) continue;
    if (rewriteProblem(review.bullet, text, allowed)) {
      dropped++;
      continue;
    }
    seen.add(text.toLowerCase());
    kept.push({ id: `ai-${kept.length + 1}`, rule: 'ai', text, explanation: s.explanation.trim() || 'Suggested by the AI model.' });
    if (kept.length === AI_MAX) break;
  }
  return { kept, dropped };
}

export async function reviewBulletWithModel(chat: ChatModel | null, request: BulletReviewRequest): Promise<BulletAnswer> {
  const review = reviewBullet(request.text, request);
  if (!chat || !review.bullet) return { ...review, ai: 'off' };
  try {
    const { kept, dropped } = await modelSuggestions(chat, review, request);
    if (dropped) console.warn(`[bullets] dropped ${dropped} model rewrite(s) that added facts`);
    return { ...review, suggestions: [...review.suggestions, ...kept], ai: 'on' };
  } catch (error) {
    console.error('[bullets] the model did not answer; rules only', error);
    return { ...review, ai: 'unavailable' };
  }
}
