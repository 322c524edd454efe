/**
 * LinkedIn suggestions (Pivot toolkit): headline options, an About section and the skills to add,
 * built from one of the member's resumes and the role they want. Deterministic and built in: every
 * employer, title, number and skill in a suggestion is one the member wrote (the target role is
 * theirs too); the words around them are connectors, never facts. Each suggestion says why.
 *
 * Relevance to the target role comes from public O*NET data (content/linkedin/roles.json, built by
 * `npm run data:linkedin`); the server loads it and passes the matched profile in, so this module
 * stays small enough for islands to import its limits and types.
 */
import type { ResumeData } from './resume';
import { answer, defineRoute } from './route';
import { z } from 'zod';

/** LinkedIn's own limits. */
export const LINKEDIN_HEADLINE_MAX = 220;
export const LINKEDIN_ABOUT_MAX = 2600;
/** The target role as the member types it (a resume's target role has the same limit). */
export const LINKEDIN_ROLE_MAX = 120;
export const LINKEDIN_HEADLINES_MAX = 5;
export const LINKEDIN_SKILLS_SHOWN = 15;
export const LINKEDIN_GAPS_SHOWN = 8;
/** A highlight longer than this is too long to be a headline's proof point. */
const PROOF_MAX = 90;
/** Results quoted in the About section. */
const ABOUT_RESULTS = 4;

export interface Suggestion {
  text: string;
  reason: string;
}
export interface SkillSuggestion extends Suggestion {
  /** Among the skills O*NET lists for the target role. */
  core: boolean;
}
export interface LinkedInSuggestions {
  resume: { id: string; title: string };
  targetRole: string;
  /** The O*NET occupations the target role was read as (empty when none matched). */
  occupations: string[];
  headlines: Suggestion[];
  about: Suggestion;
  /** Skills the resume shows, most relevant to the target role first. */
  skills: SkillSuggestion[];
  /** Skills the target role asks for that the resume does not show: to learn, not to claim. */
  gaps: Suggestion[];
  /** What to add to the resume for better suggestions. */
  tips: string[];
}

// ---------------------------------------------------------------------------------------------
// The target role, read against O*NET titles

/** content/linkedin/roles.json as written: lists as strings keep it small (and Prettier leaves strings alone). */
export interface RoleDataFile {
  /** Canonical skill names (the skills taxonomy's), "|"-separated, referred to by index. */
  skills: string;
  /** Title words, "|"-separated, referred to by index. */
  words: string;
  occupations: {
    code: string;
    title: string;
    /** "word:titles …": each title word and how many of the occupation's titles hold it. */
    words: string;
    /** "skill:weight …", weight 1–100, heaviest first. */
    skills: string;
  }[];
}

/** The same, read. */
export interface RoleData {
  skills: string[];
  words: string[];
  occupations: { code: string; title: string; words: Map<number, number>; skills: [number, number][] }[];
}

const readPairs = (s: string): [number, number][] =>
  s
    .split(' ')
    .filter(Boolean)
    .map((p) => p.split(':').map(Number) as [number, number]);

export function readRoleData(file: RoleDataFile): RoleData {
  return {
    skills: file.skills.split('|'),
    words: file.words.split('|'),
    occupations: file.occupations.map((o) => ({ code: o.code, title: o.title, words: new Map(readPairs(o.words)), skills: readPairs(o.skills) })),
  };
}

export interface RoleProfile {
  /** O*NET occupation titles, best match first. */
  occupations: string[];
  /** Skills those occupations ask for, weight 0–1, heaviest first. */
  skills: { name: string; weight: number }[];
}

export const NO_ROLE: RoleProfile = { occupations: [], skills: [] };

const TITLE_STOP = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'to', 'or', 'at', 'with', 'by']);
/** Seniority says nothing about the occupation. */
const SENIORITY = new Set(['senior', 'sr', 'junior', 'jr', 'entry', 'level', 'i', 'ii', 'iii', 'iv', 'principal', 'staff', 'trainee', 'intern', 'apprentice']);

/** The words of a job title, lower case and singular: "Senior Data Analysts" → ["data", "analyst"]. */
export function titleWords(title: string): string[] {
  const words = title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .match(/[a-z0-9+#]+/g);
  if (!words) return [];
  const out: string[] = [];
  for (const w of words) {
    const singular = w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
    if (!TITLE_STOP.has(singular) && !SENIORITY.has(singular) && !out.includes(singular)) out.push(singular);
  }
  return out;
}

/** Occupations kept beside the best match, and how close to it they must score. */
const ROLE_MATCHES = 4;
const ROLE_CLOSE = 0.6;

/**
 * The O*NET occupations a target role names and the skills they ask for. An occupation matches
 * when its titles (official, alternate and reported) hold the role's words; one holding all of
 * them beats one holding some, and rarer words count more. The closest few are merged.
 */
export function matchRole(data: RoleData, target: string): RoleProfile {
  const index = new Map(data.words.map((w, i) => [w, i]));
  const typed = titleWords(target);
  const wanted = typed.map((w) => index.get(w)).filter((i): i is number => i !== undefined);
  if (!wanted.length) return NO_ROLE;
  const df = new Map<number, number>();
  const counts = data.occupations.map((o) => o.words);
  for (const m of counts) for (const w of wanted) if (m.has(w)) df.set(w, (df.get(w) ?? 0) + 1);
  const n = data.occupations.length;
  const scored = counts
    .map((m, i) => {
      const held = wanted.filter((w) => m.has(w));
      const score = held.reduce((s, w) => s + Math.log(1 + n / (df.get(w) ?? 1)) * Math.log2(1 + m.get(w)!), 0);
      return { i, held: held.length, score };
    })
    .filter((s) => s.held > 0)
    .sort((a, b) => b.held - a.held || b.score - a.score || a.i - b.i);
  const best = scored[0];
  if (!best) return NO_ROLE;
  // At least two thirds of the words typed must be in the occupation's titles ("Zorblax wrangler" is no wrangler).
  if (best.held < Math.ceil((typed.length * 2) / 3)) return NO_ROLE;
  const chosen = scored.filter((s) => s.held === best.held && s.score >= best.score * ROLE_CLOSE).slice(0, ROLE_MATCHES);
  const weights = new Map<string, number>();
  for (const { i, score } of chosen) {
    const o = data.occupations[i]!;
    for (const [skill, weight] of o.skills) {
      const name = data.skills[skill]!;
      weights.set(name, (weights.get(name) ?? 0) + (weight / 100) * (score / best.score));
    }
  }
  const top = Math.max(...weights.values(), 1e-9);
  return {
    occupations: chosen.map((s) => data.occupations[s.i]!.title),
    skills: [...weights]
      .map(([name, w]) => ({ name, weight: Math.round((w / top) * 1000) / 1000 }))
      .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name)),
  };
}

// ---------------------------------------------------------------------------------------------
// The engine

export interface LinkedInInput {
  data: ResumeData;
  /** The role the member wants ("" when they have not said). */
  targetRole: string;
  /** What O*NET says that role asks for (NO_ROLE when it could not be matched). */
  role: RoleProfile;
  /** The taxonomy's canonical skills found in a text (extractSkills on the server). */
  skillsIn: (text: string) => string[];
}

type Work = ResumeData['work'][number];
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const noStop = (s: string) => clean(s).replace(/[.;:,\s]+$/, '');
const hasNumber = (s: string) => /\d/.test(s);

/** Jobs newest first: a job without an end is current; otherwise the later start first. Ties keep the resume's order. */
function jobsNewestFirst(work: Work[]): Work[] {
  return work
    .map((w, i) => ({ w, i }))
    .filter(({ w }) => clean(w.position) || clean(w.name))
    .sort((a, b) => {
      const cur = Number(!a.w.endDate && !!a.w.startDate) - Number(!b.w.endDate && !!b.w.startDate);
      if (cur) return -cur;
      if (a.w.startDate && b.w.startDate && a.w.startDate !== b.w.startDate) return b.w.startDate.localeCompare(a.w.startDate);
      return a.i - b.i;
    })
    .map(({ w }) => w);
}

const jobLine = (w: Work) => [clean(w.position), clean(w.name)].filter(Boolean).join(' at ');

interface Evidence {
  /** As shown: the taxonomy's usual name, or the member's own words where theirs say more ("Zendesk", not "Customer Support"). */
  name: string;
  /** Highlights (work and projects) that name it. */
  bullets: number;
  listed: boolean;
  /** Where else it shows, first found: "your summary", "a job title", … */
  elsewhere: string | null;
  first: number;
}

function collectSkills(input: LinkedInInput): Map<string, Evidence> {
  const { data, skillsIn } = input;
  const found = new Map<string, Evidence>();
  let order = 0;
  const touch = (key: string, name = key): Evidence => {
    let e = found.get(key.toLowerCase());
    if (!e) {
      e = { name, bullets: 0, listed: false, elsewhere: null, first: order++ };
      found.set(key.toLowerCase(), e);
    }
    return e;
  };
  for (const group of data.skills) {
    for (const raw of [group.name, ...group.keywords]) {
      const wording = clean(raw);
      if (!wording) continue;
      const canonical = skillsIn(wording);
      // A group's name with keywords under it is a heading ("Data: Excel, SQL"), unless it is a skill itself.
      if (raw === group.name && group.keywords.some((k) => clean(k)) && !canonical.length) continue;
      if (!canonical.length) touch(wording).listed = true;
      // "Excel" is listed as Microsoft Excel; "Zendesk" stays Zendesk, though the taxonomy reads it as Customer Support.
      else if (canonical.length === 1 && !canonical[0]!.toLowerCase().includes(wording.toLowerCase())) touch(canonical[0]!, wording).listed = true;
      else for (const name of canonical) touch(name).listed = true;
    }
  }
  const bullets = [...data.work.flatMap((w) => w.highlights), ...data.projects.flatMap((p) => p.highlights)];
  for (const b of bullets) for (const name of new Set(skillsIn(b))) touch(name).bullets++;
  const other: [string, string][] = [
    [data.basics.summary, 'your summary'],
    [data.basics.label, 'your headline title'],
    ...data.work.flatMap((w): [string, string][] => [
      [w.summary, 'a job description'],
      [w.position, 'a job title'],
    ]),
    ...data.projects.flatMap((p): [string, string][] => [
      [p.name, 'a project'],
      [p.description, 'a project'],
    ]),
    ...data.certificates.map((c): [string, string] => [c.name, 'your certificates']),
    ...data.education.map((e): [string, string] => [e.area, 'your education']),
  ];
  for (const [text, where] of other) {
    if (!clean(text)) continue;
    for (const name of skillsIn(text)) {
      const e = touch(name);
      e.elsewhere ??= where;
    }
  }
  return found;
}

function evidenceText(e: Evidence): string {
  const parts: string[] = [];
  if (e.bullets) parts.push(e.bullets === 1 ? 'named in 1 of your bullets' : `named in ${e.bullets} of your bullets`);
  if (e.listed) parts.push('in your skills section');
  if (!parts.length) parts.push(`in ${e.elsewhere ?? 'your resume'}`);
  return parts.join(' and ');
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function rankSkills(found: Map<string, Evidence>, role: RoleProfile, roleLabel: string): SkillSuggestion[] {
  const weight = new Map(role.skills.map((s) => [s.name.toLowerCase(), s.weight]));
  const strength = (e: Evidence) => e.bullets * 2 + Number(e.listed) + Number(!!e.elsewhere);
  return [...found]
    .map(([key, e]) => ({ e, w: weight.get(key) ?? 0 }))
    .sort((a, b) => Number(b.w > 0) - Number(a.w > 0) || b.w - a.w || strength(b.e) - strength(a.e) || a.e.first - b.e.first)
    .map(({ e, w }) => ({
      text: e.name,
      core: w > 0,
      reason: w > 0 ? `Core to ${roleLabel} roles, and ${evidenceText(e)}.` : `${capital(evidenceText(e))}.`,
    }));
}

/** The best result with a number the member wrote, short enough to lead with. */
function proofPoint(jobs: Work[], data: ResumeData): string | null {
  const candidates = [...jobs.flatMap((w) => w.highlights), ...data.projects.flatMap((p) => p.highlights)].map(noStop);
  return candidates.find((h) => hasNumber(h) && h.length <= PROOF_MAX) ?? null;
}

function fit(parts: (string | null | undefined)[], sep = ' | '): string {
  return parts
    .filter((p): p is string => !!p && !!p.trim())
    .join(sep)
    .trim();
}

/** The longest list of the first skills that keeps the headline within the limit. */
function withSkills(build: (skills: string) => string, skills: string[], sep: string, min = 1): string | null {
  for (let n = skills.length; n >= min; n--) {
    const text = build(skills.slice(0, n).join(sep));
    if (text.length <= LINKEDIN_HEADLINE_MAX) return text;
  }
  if (min > 0) return null;
  const bare = build('');
  return bare.length <= LINKEDIN_HEADLINE_MAX ? bare : null;
}

function headlines(input: LinkedInInput, jobs: Work[], skills: SkillSuggestion[], role: string): Suggestion[] {
  const { data } = input;
  const names = skills.map((s) => s.text);
  const proof = proofPoint(jobs, data);
  const latest = jobs[0];
  const now = latest ? jobLine(latest) : '';
  const out: Suggestion[] = [];
  const add = (text: string | null, reason: string) => {
    if (!text) return;
    const t = clean(text);
    if (!t || t.length > LINKEDIN_HEADLINE_MAX || out.some((h) => h.text.toLowerCase() === t.toLowerCase())) return;
    out.push({ text: t, reason });
  };
  const lead = role || clean(data.basics.label) || clean(latest?.position ?? '');
  const why = role ? 'Leads with the role you want, so recruiters searching for it find you' : 'Leads with what you do';

  add(
    withSkills((s) => fit([lead, s, proof]), names.slice(0, 3), ', '),
    proof
      ? `${why}, then the skills they filter on and a result you wrote.`
      : `${why}, then the skills they filter on. A bullet with a number would add proof.`,
  );
  if (role && now) {
    add(
      withSkills((s) => fit([`${now}, moving into ${role}`, s]), names.slice(0, 3), ', ', 0),
      'Tells your story in one line: where you are and where you are going, so the change reads as a plan, not a gap.',
    );
  }
  add(
    withSkills((s) => fit([lead, s]), names.slice(0, 6), ' | ', 2),
    'Packs the skills recruiters search for: LinkedIn search reads your headline, and each of these is on your resume.',
  );
  if (proof) add(fit([lead, proof, now]), 'Opens with proof: a result you wrote stands out among headlines that only list duties.');
  const study = data.education.find((e) => clean(e.area));
  if (study) {
    const degree = fit([clean(study.studyType), clean(study.area)], ' in ');
    add(
      withSkills((s) => fit([lead, s, degree]), names.slice(0, 2), ', ', 0),
      'Adds what you studied, which counts when the new role values your training.',
    );
  }
  const label = clean(data.basics.label);
  if (role && label && label.toLowerCase() !== role.toLowerCase()) {
    add(
      withSkills((s) => fit([`${role} | ${label}`, s]), names.slice(0, 3), ', ', 0),
      'Keeps the title you hold now beside the one you want, so people who know you still recognise you.',
    );
  }
  if (out.length < 3 && lead) add(lead, 'Short and clear: the role alone. Add skills and a result to your resume for fuller options.');
  return out.slice(0, LINKEDIN_HEADLINES_MAX);
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function about(input: LinkedInInput, jobs: Work[], skills: SkillSuggestion[], role: string): Suggestion {
  const { data } = input;
  const summary = clean(data.basics.summary);
  const latest = jobs[0];
  const blocks: { text: string; keep: number }[] = [];
  const push = (text: string, keep: number) => text && blocks.push({ text, keep });

  if (summary) push(summary, 10);
  else if (latest) push(`My ${!latest.endDate && latest.startDate ? 'current' : 'most recent'} role: ${jobLine(latest)}.`, 10);
  if (role) push(`I'm now moving into ${role} roles, and bringing what I've learned with me.`, 9);
  if (jobs.length > 1 || (jobs.length && summary)) {
    const lines = jobs.slice(0, 5).map((w) => `${jobLine(w)}${!w.endDate && w.startDate ? ' (now)' : ''}`);
    push(`My experience so far: ${lines.join('; ')}.`, 7);
  }
  const results = [...jobs.flatMap((w) => w.highlights), ...data.projects.flatMap((p) => p.highlights)]
    .map(noStop)
    .filter((h) => hasNumber(h) && h.length <= 300)
    .slice(0, ABOUT_RESULTS);
  if (results.length) push(`A few results I'm proud of:\n${results.map((r) => `• ${r}`).join('\n')}`, 8);
  const names = skills.slice(0, 8).map((s) => s.text);
  if (names.length) push(`Skills I bring: ${joinAnd(names)}.`, 6);
  const study = data.education.find((e) => clean(e.institution));
  if (study) {
    const area = clean(study.area);
    const type = clean(study.studyType);
    push(`I studied ${area ? `${area} ` : ''}at ${clean(study.institution)}${type ? ` (${type})` : ''}.`, 4);
  }
  const certs = data.certificates.filter((c) => clean(c.name)).map((c) => fit([clean(c.name), clean(c.issuer)], ', '));
  if (certs.length) push(`Certifications: ${certs.slice(0, 4).join('; ')}.`, 5);
  push(role ? `I'm open to ${role} opportunities. Let's connect.` : "Let's connect.", 9);

  // Within LinkedIn's limit: the least needed paragraphs go first.
  let text = blocks.map((b) => b.text).join('\n\n');
  while (text.length > LINKEDIN_ABOUT_MAX && blocks.length > 1) {
    const drop = blocks.reduce((lo, b, i) => (b.keep < blocks[lo]!.keep ? i : lo), 0);
    blocks.splice(drop, 1);
    text = blocks.map((b) => b.text).join('\n\n');
  }
  if (text.length > LINKEDIN_ABOUT_MAX) text = text.slice(0, LINKEDIN_ABOUT_MAX).replace(/\s+\S*$/, '');

  const from = [summary && 'your summary', jobs.length && 'your roles', results.length && 'the results you wrote', names.length && 'your skills'].filter(
    (s): s is string => !!s,
  );
  return {
    text,
    reason: `In the first person, built only from ${from.length ? joinAnd(from) : 'what your resume holds so far'}, so every line is one you can back up in an interview.${role ? ' It ends with the role you want, so visitors know what you are looking for.' : ''} Edit it into your own voice.`,
  };
}

function tips(input: LinkedInInput, jobs: Work[], skillCount: number, role: string): string[] {
  const { data } = input;
  const out: string[] = [];
  if (!role) out.push('Name the role you want: headlines lead with it and skills are ranked for it.');
  else if (!input.role.occupations.length)
    out.push(
      `We could not match “${role}” to an occupation in the O*NET data, so skills are ranked by how often your resume shows them. A common job title works best.`,
    );
  if (!jobs.length)
    out.push('Add your jobs, even ones outside the new field, with a bullet or two each: your headline and About then show your history and results.');
  const bullets = [...data.work.flatMap((w) => w.highlights), ...data.projects.flatMap((p) => p.highlights)];
  if (jobs.length && !bullets.some(hasNumber))
    out.push('Add a result with a number to a bullet (how many, how much, how fast): it becomes the proof point of your headline.');
  if (!clean(data.basics.summary)) out.push('Write a short summary on your resume: it opens your About section.');
  if (skillCount < 3) out.push('List your skills on the resume: the skills to add come only from what it shows.');
  return out;
}

/** The suggestions for one resume and target role (without the resume's id and title, which the server adds). */
export function suggestLinkedIn(input: LinkedInInput): Omit<LinkedInSuggestions, 'resume'> {
  const role = clean(input.targetRole);
  const roleLabel = role || 'your target';
  const jobs = jobsNewestFirst(input.data.work);
  const found = collectSkills(input);
  const ranked = rankSkills(found, input.role, roleLabel);
  const shown = new Set(found.keys());
  const gaps = input.role.skills
    .filter((s) => !shown.has(s.name.toLowerCase()))
    .slice(0, LINKEDIN_GAPS_SHOWN)
    .map((s) => ({
      text: s.name,
      reason: `${capital(roleLabel)} roles ask for it (O*NET); your resume does not show it yet.`,
    }));
  return {
    targetRole: role,
    occupations: input.role.occupations,
    headlines: headlines(input, jobs, ranked, role),
    about: about(input, jobs, ranked, role),
    skills: ranked.slice(0, LINKEDIN_SKILLS_SHOWN),
    gaps,
    tips: tips(input, jobs, found.size, role),
  };
}

/** POST /api/linkedin/suggestions: one of the member's resumes and, optionally, the role they want (else the resume's own target role). */
export const linkedInRequestSchema = z
  .object({
    resumeId: z.uuid('Choose one of your resumes.'),
    targetRole: z.string().trim().max(LINKEDIN_ROLE_MAX, `A target role can be at most ${LINKEDIN_ROLE_MAX} characters.`).optional(),
  })
  .strict();
export type LinkedInRequest = z.infer<typeof linkedInRequestSchema>;

export const linkedinRoutes = {
  suggestions: defineRoute({
    method: 'POST',
    path: '/api/linkedin/suggestions',
    access: { tool: 'linkedin' },
    body: linkedInRequestSchema,
    answer: answer<LinkedInSuggestions>(),
  }),
};
