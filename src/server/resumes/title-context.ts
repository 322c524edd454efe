/**
 * One title, several occupations: O*NET files "Therapist" under physical, recreational, art and
 * music therapists and more, "Pumper" under refinery operators and wellhead pumpers. Where a
 * resume's title is such a whole title of several occupations, the rest of the resume says which
 * one the person does: the other jobs it lists ("Physiotherapist" before "Therapist") and the
 * skills it shows, weighed by how specific each is to an occupation (Excel says nothing; ROS or
 * a wellhead says much). Deterministic; the mapping's own order decides a tie.
 */
import { NAVIGATOR_OCCUPATIONS } from '~/server/navigator/data';
import type { TitleMapping } from '~/server/navigator/titles';

/** What the resume says beside the title being read. */
export interface TitleContext {
  /** The vocabulary's names of the resume's skills. */
  skills: ReadonlySet<string>;
  /** Each title the resume gives its jobs (lower case) with the occupations it may name. */
  titles: ReadonlyArray<readonly [string, ReadonlySet<string>]>;
}

export const NO_TITLE_CONTEXT: TitleContext = { skills: new Set(), titles: [] };

/** Another job's title in the occupation outweighs any skill evidence. */
const TITLE_VOTE = 1000;

/** A skill in at most a tenth of the occupations is specific enough to tell them apart. */
const SPECIFIC_IDF = Math.log(10);
const MIN_SHARED = 2;

const socMinorOf = (code: string) => code.slice(0, 4);

let skillIndex: { byCode: Map<string, Set<string>>; idf: Map<string, number> } | undefined;
/** Each occupation's skills (its technology and the skills its tasks name), and how rare each is across occupations. */
function occupationSkills() {
  if (!skillIndex) {
    const byCode = new Map<string, Set<string>>();
    const df = new Map<string, number>();
    for (const o of NAVIGATOR_OCCUPATIONS) {
      const own = new Set([...o.tech.map(([name]) => name), ...o.textSkills]);
      byCode.set(o.code, own);
      for (const s of own) df.set(s, (df.get(s) ?? 0) + 1);
    }
    const n = NAVIGATOR_OCCUPATIONS.length;
    skillIndex = { byCode, idf: new Map([...df].map(([s, k]) => [s, Math.log(n / k)])) };
  }
  return skillIndex;
}

/** The resume's skills specific enough to tell occupations apart (each in at most a tenth of them). */
function specificSkills(context: TitleContext): string[] {
  const { idf } = occupationSkills();
  return [...context.skills].filter((s) => (idf.get(s) ?? 0) >= SPECIFIC_IDF);
}

/** How much the resume's other titles and skills speak for an occupation. */
function support(code: string, context: TitleContext, title: string): number {
  const { byCode, idf } = occupationSkills();
  const own = byCode.get(code);
  // Another job in the same occupation speaks loudest, one in its minor group ("29-11") next.
  const group = socMinorOf(code);
  let votes = 0;
  for (const [other, codes] of context.titles) {
    if (other === title) continue;
    if (codes.has(code)) votes += 2;
    else if ([...codes].some((c) => socMinorOf(c) === group)) votes += 1;
  }
  // The skills the two share, each weighed by its rarity (its inverse document frequency).
  // Only skills specific to a few occupations speak, and only two or more together: one shared
  // skill ("Process Improvement") is as likely chance as a sign.
  let shared = 0;
  let count = 0;
  if (own)
    for (const s of specificSkills(context))
      if (own.has(s)) {
        shared += idf.get(s)!;
        count++;
      }
  return votes * TITLE_VOTE + (count >= MIN_SHARED ? shared : 0);
}

/**
 * The mapping's candidates with the whole-title matches it cannot tell apart put in the order
 * the resume supports. Anything else (one whole match, or matches by words) is left as it is.
 */
export function inContext(mappings: readonly TitleMapping[], context: TitleContext, title: string): TitleMapping[] {
  const wholes = mappings.filter((m) => m.how === 'exact');
  if (wholes.length < 2 || (context.skills.size === 0 && context.titles.length === 0)) return [...mappings];
  const key = title.toLowerCase();
  const scored = wholes.map((m, i) => ({ m, i, s: support(m.code, context, key) }));
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return [...scored.map((x) => x.m), ...mappings.filter((m) => m.how !== 'exact')];
}

/** A resume needs this many specific skills before they can say a title's occupation is not its line of work. */
const MIN_SPECIFIC_FOR_DOUBT = 4;

/**
 * Whether the resume's skills deny the occupation a title was read as: many specific skills, none
 * of them the occupation's ("Resemble AI" read as animal breeding by its "AI", "Coder" as medical
 * coding, over a resume of Python and PyTorch). A resume with few specific skills says nothing.
 */
export function skillsDeny(code: string, context: TitleContext): boolean {
  const { byCode } = occupationSkills();
  if (!byCode.has(code)) return false;
  const specific = specificSkills(context);
  if (specific.length < MIN_SPECIFIC_FOR_DOUBT) return false;
  // The title's line of work is its minor group: a "Systems Engineer" read as a software developer
  // whose skills are a systems analyst's (requirements, business analysis) was read right enough.
  const group = socMinorOf(code);
  for (const [other, own] of byCode) if (socMinorOf(other) === group && specific.some((s) => own.has(s))) return false;
  return true;
}
