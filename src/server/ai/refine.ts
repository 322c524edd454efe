/**
 * Optional LLM refinement of a parsed resume, through any OpenAI-compatible chat API.
 * Off unless OPENAI_API_KEY is set (OPENAI_BASE_URL and OPENAI_MODEL optional).
 *
 * The model only proposes; the rules here decide:
 * - a proposed skill is kept only if it is a canonical taxonomy name AND one of its forms
 *   (name, alias, exact or context form) appears in the resume text as whole words, so the
 *   model cannot add a skill that is absent from the resume;
 * - the built-in skills always stay (the model can add, not remove);
 * - the model's location is used only when the built-in reader found none, and only with a
 *   city that appears in the text and a real US state code;
 * - any failure (network, timeout, invalid JSON, schema mismatch) returns the built-in result.
 */
import OpenAI from 'openai';
import { z } from 'zod';
import type { Refiner, RefineInput } from '../resumes/parse-resume';
import type { ResumeLocation } from '../resumes/location';
import { STATE_CODE_BY_NAME, US_STATES } from '../resumes/us-places';
import { SKILLS, skillByName, type SkillDef } from '../skills/taxonomy';

/** The part of the OpenAI client this module uses (a fake in tests). */
export interface ChatClient {
  chat: {
    completions: {
      create(
        body: {
          model: string;
          messages: Array<{ role: 'system' | 'user'; content: string }>;
          response_format: { type: 'json_schema'; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
          temperature: number;
        },
        options?: { timeout?: number },
      ): Promise<{ choices: Array<{ message: { content: string | null } }> }>;
    };
  };
}

export const DEFAULT_MODEL = 'gpt-4o-mini';
const TIMEOUT_MS = 20_000;
/** Characters of resume text sent to the model. */
const MAX_TEXT_CHARS = 15_000;

/** What the model must answer; anything else is ignored. */
export const RefinementSchema = z.object({
  skills: z.array(z.string().min(1).max(120)).max(200),
  location: z.object({
    city: z.string().max(80).nullable(),
    state: z.string().max(40).nullable(),
    remote: z.boolean(),
  }),
});

const RESPONSE_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['skills', 'location'],
  properties: {
    skills: { type: 'array', items: { type: 'string' } },
    location: {
      type: 'object',
      additionalProperties: false,
      required: ['city', 'state', 'remote'],
      properties: {
        city: { type: ['string', 'null'] },
        state: { type: ['string', 'null'] },
        remote: { type: 'boolean' },
      },
    },
  },
};

const SYSTEM_PROMPT = [
  'You read resumes for a job-matching service for career changers.',
  'Return JSON only, matching the schema.',
  '"skills": skills the resume itself states or clearly demonstrates, each written EXACTLY as one of the allowed skill names given by the user. Never include a skill the resume does not mention. Include transferable skills from earlier careers.',
  "\"location\": the city and two-letter US state of the person's own address in the contact block at the top (not employers' or schools' cities); city and state null when not given; remote true only if the contact block says they are remote.",
].join('\n');

export function createRefiner(client: ChatClient, model = DEFAULT_MODEL): Refiner {
  const allowed = SKILLS.map((s) => s.name).join('; ');
  return async (input: RefineInput) => {
    const fallback = { skills: input.skills, location: input.location };
    try {
      const response = await client.chat.completions.create(
        {
          model,
          temperature: 0,
          response_format: { type: 'json_schema', json_schema: { name: 'resume_refinement', strict: true, schema: RESPONSE_JSON_SCHEMA } },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            {
              role: 'user',
              content:
                `Allowed skill names: ${allowed}\n\n` +
                `Skills already found: ${input.skills.join('; ') || '(none)'}\n\n` +
                `Resume text:\n"""\n${input.text.slice(0, MAX_TEXT_CHARS)}\n"""`,
            },
          ],
        },
        { timeout: TIMEOUT_MS },
      );
      const content = response.choices[0]?.message.content;
      if (!content) return fallback;
      const parsed = RefinementSchema.safeParse(JSON.parse(content));
      if (!parsed.success) return fallback;
      return {
        skills: mergeSkills(input.skills, parsed.data.skills, input.text),
        location: chooseLocation(input.location, parsed.data.location, input.text),
      };
    } catch {
      return fallback;
    }
  };
}

/** An OpenAI-compatible chat model, as OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL configure it. */
export interface ChatModel {
  client: ChatClient;
  model: string;
}

/** The configured chat model, or null when OPENAI_API_KEY is not set (the built-in engines answer alone). */
export function chatModelFromEnv(env: NodeJS.ProcessEnv = process.env): ChatModel | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const openai = new OpenAI({ apiKey, baseURL: env.OPENAI_BASE_URL?.trim() || undefined, timeout: TIMEOUT_MS, maxRetries: 1 });
  const client: ChatClient = {
    chat: { completions: { create: (body, options) => openai.chat.completions.create(body, options) } },
  };
  return { client, model: env.OPENAI_MODEL?.trim() || DEFAULT_MODEL };
}

/** The refiner configured by the environment, or undefined when OPENAI_API_KEY is not set. */
export function refinerFromEnv(env: NodeJS.ProcessEnv = process.env): Refiner | undefined {
  const chat = chatModelFromEnv(env);
  return chat ? createRefiner(chat.client, chat.model) : undefined;
}

/** Built-in skills first, then the model's additions that pass the rules, without repeats. */
export function mergeSkills(builtIn: string[], proposed: string[], text: string): string[] {
  const result = [...builtIn];
  for (const name of proposed) {
    const def = skillByName(name.trim());
    if (!def || result.includes(def.name)) continue;
    if (skillAppearsIn(def, text)) result.push(def.name);
  }
  return result;
}

/** Whether any written form of the skill occurs in the text as whole words. */
export function skillAppearsIn(def: SkillDef, text: string): boolean {
  const caseSensitive = new Set([...(def.exact ?? []), ...(def.context ?? []).map((c) => c.form)]);
  const loose = [def.name, ...def.aliases].filter((form) => !caseSensitive.has(form));
  return loose.some((form) => wordsIn(form, text, false)) || [...caseSensitive].some((form) => wordsIn(form, text, true));
}

function wordsIn(form: string, text: string, exactCase: boolean): boolean {
  const words = form
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  if (words.length === 0) return false;
  const pattern = `(?<![\\p{L}\\p{N}])${words.join('[\\s-]+')}(?:s|es)?(?![\\p{L}\\p{N}])`;
  return new RegExp(pattern, exactCase ? 'u' : 'iu').test(text);
}

function chooseLocation(builtIn: ResumeLocation, proposed: z.infer<typeof RefinementSchema>['location'], text: string): ResumeLocation {
  if (builtIn.city || builtIn.remote) return builtIn;
  const rawState = proposed.state?.trim() ?? null;
  const state = rawState ? (US_STATES[rawState.toUpperCase()] ? rawState.toUpperCase() : (STATE_CODE_BY_NAME.get(rawState.toLowerCase()) ?? null)) : null;
  const city = proposed.city?.trim() || null;
  const cityOk = city !== null && wordsIn(city, text, false);
  const remote = proposed.remote && /\bremote\b/i.test(text);
  if (!cityOk && !remote) return builtIn;
  return { city: cityOk ? city : null, state: cityOk ? state : null, remote };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
