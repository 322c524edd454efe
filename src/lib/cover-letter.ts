/**
 * Cover letters (Pivot toolkit): the limits, a plain read of a pasted job description (company
 * and role only where it says them outright), and the draft itself. Pure and deterministic;
 * browser-safe. The skills come in already read: the server reads the resume and the job
 * description with the skills taxonomy (src/server/cover-letters/draft.ts) and hands the lists here.
 *
 * What the draft may say, and nothing else: the company and role the member typed, the skills of
 * the job description and of the resume, the member's own bullets quoted whole, and the employers
 * and positions of the resume. The fixed wording holds no skill, name or number, so a letter never
 * claims a skill, employer, title or figure that neither the resume nor the description has.
 */
import type { ResumeData } from './resume';
import { z } from 'zod';
import { EXPORT_FORMATS, PAPER_SIZES, type LetterDocument } from './export';
import { answer, defineRoute, file } from './route';

export const COVER_LETTER_LIMITS = {
  company: 200,
  role: 200,
  /** A pasted job description: long postings run to 10,000 characters. */
  jobDescription: 20_000,
  greeting: 200,
  paragraph: 3_000,
  paragraphs: 12,
  closing: 200,
} as const;
/** Letters one member keeps (one per application is the idea). */
export const COVER_LETTERS_PER_MEMBER = 100;
/** The body limit of the letter routes: a whole letter with its job description. */
export const COVER_LETTER_MAX_BYTES = 256 * 1024;
/** A bullet longer than this is not quoted in a paragraph (the letter stays readable). */
export const EVIDENCE_MAX = 400;
/** How many of each list the letter names; the member sees them all beside it. */
const NAMED = { matched: 4, evidence: 3, gaps: 3, transferable: 3 } as const;

export const DEFAULT_CLOSING = 'Sincerely,';

/** One bullet of the resume, where it comes from, and the skills the taxonomy finds in it. */
export interface EvidenceLine {
  text: string;
  skills: string[];
  /** The job's position, or empty for a project. */
  position: string;
  /** The employer, or the project's name. */
  employer: string;
  kind: 'work' | 'project';
}

export interface DraftInput {
  company: string;
  role: string;
  /** The description's skills, in the order it names them. */
  jobSkills: string[];
  /** Every skill the resume shows (any section), in resume order. */
  resumeSkills: string[];
  evidence: EvidenceLine[];
  /** The resume's most recent job, for the opening. */
  latest: { position: string; employer: string } | null;
  /** skill → its field in the taxonomy: transferable skills near a gap come first. */
  fields?: Record<string, string>;
  /** skill → how the description (else the resume) writes it: "Excel" rather than "Microsoft Excel". */
  labels?: Record<string, string>;
}

/** What the letter was drafted against: shown beside it. */
export interface LetterRequirements {
  /** In the description and the resume; `evidence` is the bullet the letter quotes for it, if any. */
  matched: Array<{ skill: string; evidence: string | null }>;
  /** In the description only. */
  gaps: string[];
  /** Skills of the resume the letter offers for the gaps. */
  transferable: string[];
}

export interface LetterBody {
  greeting: string;
  paragraphs: string[];
  closing: string;
}

export interface LetterDraft extends LetterBody {
  requirements: LetterRequirements;
}

/** "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Matched and gaps: the description's skills the resume has, and the ones it does not, in the description's order. */
export function compareSkills(jobSkills: readonly string[], resumeSkills: readonly string[]): { matched: string[]; gaps: string[] } {
  const have = new Set(resumeSkills.map((s) => s.toLowerCase()));
  const seen = new Set<string>();
  const matched: string[] = [];
  const gaps: string[] = [];
  for (const skill of jobSkills) {
    const key = skill.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    (have.has(key) ? matched : gaps).push(skill);
  }
  return { matched, gaps };
}

/** Skills of the resume that are not in the description; those sharing a field with a gap first. */
function transferableFor(gaps: string[], resumeSkills: readonly string[], jobSkills: readonly string[], fields: Record<string, string> = {}): string[] {
  const inJob = new Set(jobSkills.map((s) => s.toLowerCase()));
  const own = [...new Set(resumeSkills)].filter((s) => !inJob.has(s.toLowerCase()));
  const gapFields = new Set(gaps.map((g) => fields[g]).filter(Boolean));
  const near = own.filter((s) => gapFields.has(fields[s]));
  const rest = own.filter((s) => !gapFields.has(fields[s]));
  return [...near, ...rest].slice(0, NAMED.transferable);
}

const IRREGULAR_PAST = new Set(
  'built ran taught wrote grew cut drove led made won sold set kept brought began held found spent oversaw undertook rebuilt rewrote bought shot met put read saw gave took sent lent flew fed understood withdrew chose'.split(
    ' ',
  ),
);

/** A bullet that starts with a past-tense verb ("Built …", "Managed …") reads on after "I". */
function startsWithVerb(text: string): boolean {
  const first = /^([A-Za-z]+)\b/.exec(text)?.[1];
  if (!first || !/^[A-Z][a-z]+$/.test(first)) return false;
  return /[a-z]{2}ed$/.test(first) || IRREGULAR_PAST.has(first.toLowerCase());
}

const withStop = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

/** Where a bullet comes from, as a phrase: "As operations lead at Acme", "In my Budget app project". */
function whereFrom(line: EvidenceLine): string {
  const position = clean(line.position);
  const employer = clean(line.employer);
  if (line.kind === 'project') return employer ? `In my ${employer} project` : 'In one of my projects';
  if (position && employer) return `As ${position} at ${employer}`;
  if (position) return `As ${position}`;
  if (employer) return `At ${employer}`;
  return 'In a past role';
}

/** One sentence quoting a bullet whole: the member's own words, never changed but for the first letter after "I". */
export function evidenceSentence(line: EvidenceLine): string {
  const text = clean(line.text);
  const lead = whereFrom(line);
  if (startsWithVerb(text)) return withStop(`${lead}, I ${text[0]!.toLowerCase()}${text.slice(1)}`);
  return withStop(`${lead}: ${text}`);
}

/**
 * The draft: greeting, three or four paragraphs and the closing, with what it was drafted against.
 * Deterministic: the same input gives the same letter.
 */
export function assembleLetter(input: DraftInput): LetterDraft {
  const company = clean(input.company);
  const role = clean(input.role);
  const say = (skill: string) => input.labels?.[skill] || skill;
  const sayAll = (skills: string[]) => listInWords(skills.map(say));
  const { matched, gaps } = compareSkills(input.jobSkills, input.resumeSkills);
  // For the gaps: skills the member has beyond the description's, else the ones they matched.
  const beyond = gaps.length ? transferableFor(gaps, input.resumeSkills, input.jobSkills, input.fields) : [];
  const transferable = gaps.length ? (beyond.length ? beyond : matched.slice(0, NAMED.transferable)) : [];

  // Evidence: for each matched skill in the description's order, the first short bullet that shows it.
  const evidenceOf = new Map<string, string>();
  const quoted: EvidenceLine[] = [];
  const lines = input.evidence.filter((l) => clean(l.text) && clean(l.text).length <= EVIDENCE_MAX);
  for (const skill of matched) {
    const key = skill.toLowerCase();
    const already = quoted.find((l) => l.skills.some((s) => s.toLowerCase() === key));
    if (already) {
      evidenceOf.set(skill, clean(already.text));
      continue;
    }
    if (quoted.length >= NAMED.evidence) continue;
    const line = lines.find((l) => !quoted.includes(l) && l.skills.some((s) => s.toLowerCase() === key));
    if (line) {
      quoted.push(line);
      evidenceOf.set(skill, clean(line.text));
    }
  }

  const paragraphs: string[] = [];

  // Opening: the role, where the member comes from, and what of the description they bring.
  const opening: string[] = [];
  if (role && company) opening.push(`I am writing to apply for the ${role} role at ${company}.`);
  else if (role) opening.push(`I am writing to apply for the ${role} role.`);
  else if (company) opening.push(`I am writing to apply for a role at ${company}.`);
  else opening.push('I am writing to apply for this role.');
  const latestPosition = clean(input.latest?.position ?? '');
  const latestEmployer = clean(input.latest?.employer ?? '');
  if (latestPosition && latestEmployer) opening.push(`Most recently I have worked as ${latestPosition} at ${latestEmployer}.`);
  else if (latestPosition) opening.push(`Most recently I have worked as ${latestPosition}.`);
  else if (latestEmployer) opening.push(`Most recently I have worked at ${latestEmployer}.`);
  const named = matched.slice(0, NAMED.matched);
  if (named.length === 1) opening.push(`I bring ${say(named[0]!)}, which your description asks for.`);
  else if (named.length > 1) opening.push(`I bring ${sayAll(named)}, all of which your description asks for.`);
  else opening.push('I bring experience that carries over to this role.');
  paragraphs.push(opening.join(' '));

  // Evidence: the member's own bullets, whole; then the matched skills no bullet shows.
  const evidence: string[] = [];
  let length = 0;
  for (const line of quoted) {
    const sentence = evidenceSentence(line);
    if (length + sentence.length + 1 > COVER_LETTER_LIMITS.paragraph - 200) break;
    evidence.push(sentence);
    length += sentence.length + 1;
  }
  // Matched skills neither the opening nor a quoted bullet has named yet.
  const unshown = matched.filter((s, i) => i >= NAMED.matched && !evidenceOf.has(s)).slice(0, NAMED.matched);
  if (unshown.length) evidence.push(`My resume also lists ${sayAll(unshown)}.`);
  if (evidence.length) paragraphs.push(evidence.join(' '));

  // Gaps, said plainly, with the skills the member does have.
  if (gaps.length) {
    const shown = gaps.slice(0, NAMED.gaps);
    const gap = [`Your description also mentions ${sayAll(shown)}, which my resume does not show yet.`];
    if (transferable.length)
      gap.push(`I would bring my ${sayAll(transferable)} to ${shown.length > 1 ? 'them' : 'it'}, and I am ready to learn what the role needs.`);
    else gap.push('I am ready to learn what the role needs.');
    paragraphs.push(gap.join(' '));
  }

  paragraphs.push(`Thank you for considering my application. I would welcome the chance to talk about how I could help ${company || 'your team'}.`);

  return {
    greeting: company && company.length <= COVER_LETTER_LIMITS.greeting - 20 ? `Dear ${company} hiring team,` : 'Dear hiring manager,',
    paragraphs: paragraphs.map((p) => p.slice(0, COVER_LETTER_LIMITS.paragraph)),
    closing: DEFAULT_CLOSING,
    requirements: {
      matched: matched.map((skill) => ({ skill: say(skill), evidence: evidenceOf.get(skill) ?? null })),
      gaps: gaps.map(say),
      transferable: transferable.map(say),
    },
  };
}

/** The resume's bullets that can serve as evidence (jobs, then projects), in resume order. */
export function evidenceSources(data: ResumeData): Array<Omit<EvidenceLine, 'skills'>> {
  const out: Array<Omit<EvidenceLine, 'skills'>> = [];
  for (const w of data.work) for (const text of w.highlights) if (text.trim()) out.push({ text, position: w.position, employer: w.name, kind: 'work' });
  for (const p of data.projects) for (const text of p.highlights) if (text.trim()) out.push({ text, position: '', employer: p.name, kind: 'project' });
  return out;
}

/** The most recent job: one with no end date, else the latest start, else the first listed. */
export function latestJob(data: ResumeData): { position: string; employer: string } | null {
  const jobs = data.work.filter((w) => w.position.trim() || w.name.trim());
  if (!jobs.length) return null;
  const current = jobs.find((w) => w.startDate && !w.endDate);
  const latest = current ?? [...jobs].sort((a, b) => (b.startDate || '').localeCompare(a.startDate || ''))[0]!;
  return { position: latest.position, employer: latest.name };
}

/** Every word of the resume as text, one entry a line: what the taxonomy reads for the resume's skills. */
export function resumeText(data: ResumeData): string {
  const lines: string[] = [data.basics.label, data.basics.summary];
  for (const w of data.work) lines.push(w.position, w.name, w.summary, ...w.highlights);
  for (const p of data.projects) lines.push(p.name, p.description, ...p.highlights);
  for (const e of data.education) lines.push([e.studyType, e.area].filter(Boolean).join(' in '), e.institution);
  for (const s of data.skills) lines.push([s.name, ...s.keywords].filter(Boolean).join(', '));
  for (const c of data.certificates) lines.push(c.name, c.issuer);
  for (const l of data.languages) lines.push(l.language);
  return lines.filter((l) => l && l.trim()).join('\n');
}

/**
 * Company and role where the description states them outright ("Company: Acme", "Job title: Data
 * analyst", "Acme is hiring a Data Analyst", a first line "Data Analyst at Acme"). Everything it
 * returns is text of the description; empty when it does not say.
 */
export function readJobDescription(text: string): { company: string; role: string } {
  /** A value, or empty when it reads as a sentence rather than a name (over 80 characters). */
  const trimValue = (s: string | undefined, max: number) => {
    const value = clean(s ?? '').replace(/[\s.,;:!|–-]+$/, '');
    return value.length <= Math.min(80, max) ? value : '';
  };
  const firstMatch = (re: RegExp) => re.exec(text)?.[1];
  let company = trimValue(
    firstMatch(/^[ \t]*(?:company|company name|employer|organi[sz]ation|hiring company)[ \t]*[:–-][ \t]*(.+)$/im),
    COVER_LETTER_LIMITS.company,
  );
  let role = trimValue(firstMatch(/^[ \t]*(?:job title|title|position|role|job)[ \t]*[:–-][ \t]*(.+)$/im), COVER_LETTER_LIMITS.role);
  if (!company || !role) {
    const hiring =
      /\b((?:[A-Z][\w&'.-]*)(?:[ \t]+[A-Z][\w&'.-]*){0,3})[ \t]+is[ \t]+(?:hiring|looking[ \t]+for|seeking)[ \t]+(?:an?[ \t]+)?((?:[A-Za-z][\w/&+-]*)(?:[ \t]+[A-Za-z][\w/&+-]*){0,4}?)(?=[ \t]+(?:to|who|that|with|in|for|at|on|based)\b|[ \t]*[.,!;:\n(]|$)/m.exec(
        text,
      );
    if (hiring && !/^(?:we|our|the|this|it|he|she|they)$/i.test(hiring[1]!)) {
      company ||= trimValue(hiring[1], COVER_LETTER_LIMITS.company);
      role ||= trimValue(hiring[2], COVER_LETTER_LIMITS.role);
    }
  }
  if (!company || !role) {
    const firstLine =
      text
        .split('\n')
        .find((l) => l.trim())
        ?.trim() ?? '';
    const at = firstLine.length <= 100 ? /^([A-Z][^@\n]{1,60}?)[ \t]+(?:at|@)[ \t]+([A-Z][^\n]{0,60})$/.exec(firstLine) : null;
    if (at) {
      role ||= trimValue(at[1], COVER_LETTER_LIMITS.role);
      company ||= trimValue(at[2], COVER_LETTER_LIMITS.company);
    }
  }
  return { company, role };
}

/** "November 24, 2026": the date as a letter prints it (the server's day, in UTC). */
export function letterDate(now: Date): string {
  return now.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The letter as the exports lay it out: the sender from the resume's basics (else the account's
 * name and e-mail), the text as the member left it, empty paragraphs dropped.
 */
export function letterDocument(
  letter: LetterBody & { company: string; role: string },
  basics: ResumeData['basics'] | null,
  account: { name: string; email: string },
  now: Date,
): LetterDocument {
  const name = clean(basics?.name ?? '') || account.name;
  const location = basics ? [basics.location.city, basics.location.region, basics.location.countryCode].map(clean).filter(Boolean).join(', ') : '';
  return {
    sender: { name, email: clean(basics?.email ?? '') || account.email, phone: clean(basics?.phone ?? ''), location },
    date: letterDate(now),
    recipient: { company: clean(letter.company), role: clean(letter.role) },
    greeting: letter.greeting.trim(),
    paragraphs: letter.paragraphs.map((p) => p.trim()).filter(Boolean),
    closing: letter.closing.trim(),
    signature: name,
  };
}

const company = z
  .string()
  .trim()
  .min(1, 'Enter the company.')
  .max(COVER_LETTER_LIMITS.company, `Keep the company to ${COVER_LETTER_LIMITS.company} characters.`);
const role = z
  .string()
  .trim()
  .min(1, 'Enter the role you are applying for.')
  .max(COVER_LETTER_LIMITS.role, `Keep the role to ${COVER_LETTER_LIMITS.role} characters.`);
const jobDescription = z
  .string()
  .trim()
  .max(
    COVER_LETTER_LIMITS.jobDescription,
    `The job description can be at most ${COVER_LETTER_LIMITS.jobDescription.toLocaleString('en-US')} characters: paste the part about the role.`,
  );
const text = (max: number, what: string) => z.string().max(max, `Keep the ${what} to ${max.toLocaleString('en-US')} characters.`);
const letter = {
  greeting: text(COVER_LETTER_LIMITS.greeting, 'greeting'),
  paragraphs: z
    .array(text(COVER_LETTER_LIMITS.paragraph, 'paragraph'))
    .max(COVER_LETTER_LIMITS.paragraphs, `A letter can have at most ${COVER_LETTER_LIMITS.paragraphs} paragraphs.`),
  closing: text(COVER_LETTER_LIMITS.closing, 'closing'),
};
const resumeId = z.uuid('Choose one of your resumes.');
const trackedJobId = z.uuid('Choose a job from your tracker.').nullable();

/** POST /api/cover-letters/draft: a draft from a resume and a pasted job description, not saved. */
export const coverLetterDraftSchema = z.object({ resumeId, company, role, jobDescription: jobDescription.min(1, 'Paste the job description.') }).strict();
export type CoverLetterDraftRequest = z.infer<typeof coverLetterDraftSchema>;

/** POST /api/cover-letters: a letter to keep (the draft as the member has it), optionally for a tracked job. */
export const newCoverLetterSchema = z
  .object({ resumeId: resumeId.nullable(), trackedJobId: trackedJobId.optional().default(null), company, role, jobDescription, ...letter })
  .strict();
export type NewCoverLetter = z.infer<typeof newCoverLetterSchema>;

/** PUT /api/cover-letters/:id: the autosave, the whole letter each time (the last write wins). */
export const saveCoverLetterSchema = z.object({ resumeId: resumeId.nullable(), trackedJobId, company, role, jobDescription, ...letter }).strict();
export type SaveCoverLetter = z.infer<typeof saveCoverLetterSchema>;

/** GET /api/cover-letters/:id/export: the file and the paper. */
export const coverLetterExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS), paper: z.enum(PAPER_SIZES).default('letter') }).strict();

/** The tracked job a letter is for, as the list shows it. */
export interface LetterJob {
  id: string;
  title: string;
  company: string;
  stage: string;
}

/** A cover letter as the API answers it. */
export interface CoverLetterView {
  id: string;
  resumeId: string | null;
  /** The resume's name, or null once it is deleted. */
  resumeTitle: string | null;
  trackedJobId: string | null;
  trackedJob: LetterJob | null;
  company: string;
  role: string;
  jobDescription: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  /** What the description asks for that the resume shows, and what it does not. */
  requirements: LetterRequirements;
  createdAt: string;
  updatedAt: string;
}

export interface CoverLetterSummary {
  id: string;
  company: string;
  role: string;
  resumeTitle: string | null;
  trackedJob: LetterJob | null;
  updatedAt: string;
}

/** POST /api/cover-letters/draft answers the letter and what it was drafted against. */
export interface CoverLetterDraftAnswer {
  greeting: string;
  paragraphs: string[];
  closing: string;
  requirements: LetterRequirements;
}

export const LETTER_NOT_FOUND = 'That cover letter is not in your account.';

// Anything not a uuid is a letter that does not exist.
const letterId = z.object({ id: z.uuid(LETTER_NOT_FOUND) });

/** The cover-letter room (Pivot toolkit). */
export const coverLetterRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/cover-letters', access: { tool: 'cover-letters' }, answer: answer<{ letters: CoverLetterSummary[] }>() }),
  create: defineRoute({
    method: 'POST',
    path: '/api/cover-letters',
    access: { tool: 'cover-letters' },
    body: newCoverLetterSchema,
    maxBytes: COVER_LETTER_MAX_BYTES,
    answer: answer<CoverLetterView>(),
    status: 201,
  }),
  /** A draft from one of the member's resumes and a pasted job description; nothing is saved. */
  draft: defineRoute({
    method: 'POST',
    path: '/api/cover-letters/draft',
    access: { tool: 'cover-letters' },
    body: coverLetterDraftSchema,
    maxBytes: COVER_LETTER_MAX_BYTES,
    answer: answer<CoverLetterDraftAnswer>(),
  }),
  letter: defineRoute({
    method: 'GET',
    path: '/api/cover-letters/:id',
    access: { tool: 'cover-letters' },
    params: letterId,
    answer: answer<CoverLetterView>(),
  }),
  /** The autosave: the whole letter each time (the last write wins). */
  save: defineRoute({
    method: 'PUT',
    path: '/api/cover-letters/:id',
    access: { tool: 'cover-letters' },
    params: letterId,
    body: saveCoverLetterSchema,
    maxBytes: COVER_LETTER_MAX_BYTES,
    answer: answer<CoverLetterView>(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/cover-letters/:id',
    access: { tool: 'cover-letters' },
    params: letterId,
    answer: answer<{ deleted: string }>(),
  }),
  /** The PDF or DOCX file, a plain link. */
  export: defineRoute({
    method: 'GET',
    path: '/api/cover-letters/:id/export',
    access: { tool: 'cover-letters' },
    params: letterId,
    query: coverLetterExportQuerySchema,
    answer: file(),
  }),
};
