/**
 * Scores a parsed resume against its truth file (used by `npm run eval:resumes` and the
 * fixture integration test), two ways:
 * - by name: a truth skill counts as found when the parser returned it or one of its aliases
 *   under that name; a returned skill that is neither a truth skill, an alias of one, nor listed
 *   as optional is "invented";
 * - by evidence: a returned skill is also the truth skill its evidence names: the words the
 *   resume writes ("Apache Cassandra", "search engine optimization (SEO)") are, or contain, the
 *   truth skill's name or an alias. This is how a reader checks a result (the name we show may
 *   differ from O*NET's: "Cassandra"), and what the published precision uses;
 * - by review: of the skills invented by evidence, those a reader's review accepts for the words
 *   behind them (a truth file names what its writer put in; a reader also accepts "Ran cash
 *   registers" as Cash Handling). A review holds only while the evidence still shows its words.
 */
import type { SkillEvidence } from '~/lib/pivotmatch';
import type { ResumeLocation } from './location';

export interface ResumeTruth {
  expect: 'ok' | 'error';
  skills?: string[];
  aliases?: Record<string, string[]>;
  /** Skills the text supports only indirectly: not counted for recall, not invented if returned. */
  optional?: string[];
  location?: ResumeLocation;
  /** Bad files: the status and refusal reason expected (optional). */
  status?: number;
  reason?: string;
  note?: string;
}

/** One reader's verdict on a skill returned for a resume that its truth does not name. */
export interface SkillReview {
  /** The resume's file name without its extension (one review for its PDF and DOCX). */
  resume: string;
  skill: string;
  /** Words that must appear in the skill's evidence for the verdict to apply. */
  words: string;
  verdict: 'accept' | 'reject';
  why: string;
}

export interface ResumeScore {
  expected: number;
  found: number;
  recall: number;
  missed: string[];
  invented: string[];
  locationCorrect: boolean;
  expectedLocation: ResumeLocation | null;
  /** The same, reading each returned skill's evidence (present when evidence was given). */
  byEvidence?: {
    found: number;
    recall: number;
    missed: string[];
    invented: string[];
    /** Of `invented`: accepted by a review, rejected by one, and not reviewed (counted as wrong). */
    reviewed: { accepted: string[]; rejected: string[]; unreviewed: string[] };
  };
}

const key = (s: string) => s.trim().toLowerCase();
/** Text compared for evidence: NFKC, case folded, hyphens and runs of spaces as one space. */
const words = (s: string) =>
  ` ${s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-–]+/g, ' ')
    .trim()} `;
/** Whole words of `name` inside `text` ("seo" in "search engine optimization (seo)"). */
const contains = (text: string, name: string) => {
  // Punctuation is a word boundary on both sides: "pager." holds "pager".
  const bare = (s: string) =>
    words(s)
      .replace(/[()[\],;:.!?"“”]/g, ' ')
      .replace(/ +/g, ' ');
  const n = bare(name);
  return n.trim().length > 0 && bare(text).includes(n);
};

/** The names a returned skill answers to: as written, and the vocabulary's entry. */
function namesOf(evidence: SkillEvidence[]): Map<string, string[]> {
  return new Map(evidence.map((e) => [e.name, e.canonical && e.canonical !== e.name ? [e.name, e.canonical] : [e.name]]));
}

function review(invented: string[], evidence: SkillEvidence[], reviews: readonly SkillReview[]) {
  const quotes = new Map(evidence.map((e) => [e.name, e.evidence.map((x) => x.quote)]));
  const names = namesOf(evidence);
  // A review names the skill as written or by its vocabulary entry.
  const verdict = (skill: string) =>
    reviews.find((r) => (names.get(skill) ?? [skill]).some((n) => key(n) === key(r.skill)) && (quotes.get(skill) ?? []).some((q) => contains(q, r.words)))
      ?.verdict;
  return {
    accepted: invented.filter((s) => verdict(s) === 'accept'),
    rejected: invented.filter((s) => verdict(s) === 'reject'),
    unreviewed: invented.filter((s) => verdict(s) === undefined),
  };
}

function scoreByEvidence(truth: ResumeTruth, skills: string[], evidence: SkillEvidence[], reviews: readonly SkillReview[]) {
  const truthNames = (truth.skills ?? []).map((skill) => ({ skill, names: [skill, ...(truth.aliases?.[skill] ?? [])] }));
  const optional = truth.optional ?? [];
  const spans = new Map(evidence.map((e) => [e.name, e.evidence.map((x) => x.text)]));
  const names = namesOf(evidence);
  const found = new Set<string>();
  const invented: string[] = [];
  for (const skill of skills) {
    const texts = spans.get(skill) ?? [];
    const own = names.get(skill) ?? [skill];
    const is = (name: string) => own.some((n) => key(n) === key(name)) || texts.some((t) => contains(t, name));
    const hits = truthNames.filter((t) => t.names.some(is)).map((t) => t.skill);
    hits.forEach((h) => found.add(h));
    if (hits.length === 0 && !optional.some(is)) invented.push(skill);
  }
  const expected = truthNames.length;
  return {
    found: found.size,
    recall: expected ? found.size / expected : 1,
    missed: truthNames.map((t) => t.skill).filter((s) => !found.has(s)),
    invented,
    reviewed: review(invented, evidence, reviews),
  };
}

export function scoreResume(
  truth: ResumeTruth,
  skills: string[],
  location: ResumeLocation,
  evidence?: SkillEvidence[],
  reviews: readonly SkillReview[] = [],
): ResumeScore {
  const truthSkills = truth.skills ?? [];
  const aliases = truth.aliases ?? {};
  const returned = new Set(skills.map(key));
  const accepted = new Set<string>();
  const missed: string[] = [];
  let found = 0;
  for (const skill of truthSkills) {
    const names = [skill, ...(aliases[skill] ?? [])].map(key);
    names.forEach((n) => accepted.add(n));
    if (names.some((n) => returned.has(n))) found++;
    else missed.push(skill);
  }
  for (const skill of truth.optional ?? []) accepted.add(key(skill));
  const invented = skills.filter((s) => !accepted.has(key(s)));
  const expectedLocation = truth.location ?? null;
  const locationCorrect =
    expectedLocation !== null &&
    key(expectedLocation.city ?? '') === key(location.city ?? '') &&
    (expectedLocation.state ?? null) === (location.state ?? null) &&
    expectedLocation.remote === location.remote;
  return {
    expected: truthSkills.length,
    found,
    recall: truthSkills.length ? found / truthSkills.length : 1,
    missed,
    invented,
    locationCorrect,
    expectedLocation,
    ...(evidence ? { byEvidence: scoreByEvidence(truth, skills, evidence, reviews) } : {}),
  };
}
