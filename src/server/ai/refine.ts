/**
 * Optional LLM refinement of a parsed resume, through any OpenAI-compatible chat API.
 * Off unless OPENAI_API_KEY is set (OPENAI_BASE_URL and OPENAI_MODEL optional).
 *
 * The model only judges; the rules here decide:
 * - it sees each built-in skill with the lines that support it, and says which to keep: a skill
 *   whose words are an employer, another sense or other people is dropped (issue 11: a refine
 *   step may only keep or drop evidence-backed skills, never add one);
 * - a skill the resume lists in its skills or languages section always stays (the owner said so),
 *   and an answer naming no skill we found is ignored;
 * - the model's location is used only when the built-in reader found none, and only with a
 *   city that appears in the text and a real US state code;
 * - any failure (network, timeout, invalid JSON, schema mismatch) returns the built-in result.
 */
import OpenAI from 'openai';
import { z } from 'zod';
import type { Refiner, RefineInput } from '~/server/resumes/parse-resume';
import type { SkillEvidence } from '~/lib/pivotmatch';
import type { ResumeLocation } from '~/server/resumes/location';
import { STATE_CODE_BY_NAME, US_STATES } from '~/lib/us-places';

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
  'You check skills a program found in a resume, for a job-matching service for career changers.',
  'Return JSON only, matching the schema.',
  '"skills": the names, copied EXACTLY from the list given, of the skills the quoted lines show the person has or used. Leave out a skill whose words are an employer, school or product name, a job title, another sense of the word, other people ("law enforcement agencies"), or something the person did not do. Never add a name that is not in the list.',
  "\"location\": the city and two-letter US state of the person's own address in the contact block at the top (not employers' or schools' cities); city and state null when not given; remote true only if the contact block says they are remote.",
].join('\n');

/** Each skill with the lines behind it, as the model reads them. */
function describeSkills(evidence: SkillEvidence[]): string {
  return evidence.map((e) => `- ${e.name}: ${e.evidence.map((x) => `"${x.quote}"`).join(' / ')}`).join('\n');
}

export function createRefiner(client: ChatClient, model = DEFAULT_MODEL): Refiner {
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
                `Skills found, each with the lines behind it:\n${describeSkills(input.evidence) || '(none)'}\n\n` +
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
        skills: keptSkills(input.evidence, parsed.data.skills),
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

/**
 * The built-in skills the model kept, by name, in built-in order. A skill listed in a skills,
 * certifications or languages section stays whatever the model says; an answer that keeps none of
 * the others while naming no skill we found at all reads as a broken answer, and changes nothing.
 */
export function keptSkills(evidence: SkillEvidence[], proposed: string[]): string[] {
  const keep = new Set(proposed.map((name) => name.trim().toLowerCase()));
  const known = evidence.filter((e) => keep.has(e.name.toLowerCase()));
  if (known.length === 0 && proposed.length > 0) return evidence.map((e) => e.name);
  const listed = (e: SkillEvidence) => e.evidence.some((x) => x.section === 'skills' || x.section === 'certificates' || x.section === 'languages');
  return evidence.filter((e) => keep.has(e.name.toLowerCase()) || listed(e)).map((e) => e.name);
}

/** Whether the words of `form` occur in the text as whole words (a city the model proposes). */
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
