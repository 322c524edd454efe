/**
 * How PivotMatch ranks a job for a person (docs/decisions/0022): one model with the Career
 * Navigator. A job's score (0–1, shown as a percentage) is the weighted mean (RANK_WEIGHTS) of
 * - occupation: how close the job's O*NET occupation is to where the person is going (their
 *   target occupation, its broad and minor group, O*NET's related occupations) and to where they
 *   are (their current occupation, its groups, and the navigator's transfer score from it);
 * - skills: the person's own evidenced skills the job uses, each weighted by how specific it is
 *   (how few occupations use it), so Excel and Office weigh nearly nothing; counted from the
 *   person's side, so a four-tool job cannot win on four common tools;
 * - title: how much of the job title the target (or current) title speaks to;
 * - location: same city or metro, same state, remote, elsewhere (left out when no place is known).
 * Pure: the search index (search-index.ts, search-ranking.ts) feeds it numbers and strings.
 */
import type { SkillEvidence } from '~/lib/pivotmatch';
import { article, listPhrase } from '~/lib/phrases';
import type { ResumeRoles } from '~/lib/resume-roles';
import { relatedWeights, specificity, transferScores } from '~/server/navigator/rank';
import { NAVIGATOR_OCCUPATIONS, navigatorOccupation } from '~/server/navigator/data';
import { mapTitle, memberTitleWords } from '~/server/navigator/titles';

export const RANK_WEIGHTS = { occupation: 0.5, skills: 0.25, title: 0.1, location: 0.15 } as const;
/** Weighted skill matches at which the skills part is one half (three specific tools ≈ 0.6). */
export const SKILLS_HALF = 1.2;
/** Location fit by how near the job is. */
export const PLACE_FIT = { city: 1, metro: 1, state: 0.7, remote: 0.6, other: 0 } as const;
/** Occupation fit of a job whose occupation is unknown (an imported listing no title mapping covers). */
export const UNKNOWN_OCCUPATION_FIT = 0.2;

/** Occupation fit by how the job's occupation relates to the target, then to the current one. */
export const TARGET_FIT = { occupation: 1, broad: 0.9, minor: 0.75, related: 0.6 } as const;
export const CURRENT_FIT = { occupation: 0.6, broad: 0.55, minor: 0.5 } as const;
/** With no target, the current line of work is where the person is going. */
export const CURRENT_ONLY_FIT = { occupation: 1, broad: 0.9, minor: 0.75 } as const;
/** The navigator's transfer score (0–1) counts this much: a strong path is good, not as good as the stated target. */
export const TRANSFER_FACTOR = 0.8;
/** A job titled like the current job is where the person has been: it counts for less than one titled like the target. */
export const CURRENT_TITLE_FACTOR = 0.5;

/** SOC groups of a code "13-1081.02": detailed occupation "13-1081", broad "13-108", minor "13-1". */
export const socDetailed = (code: string) => code.slice(0, 7);
export const socBroad = (code: string) => code.slice(0, 6);
export const socMinor = (code: string) => code.slice(0, 4);

/**
 * The occupation fit of every occupation for this person, by code; codes not in the map fit 0.
 * Computed once per search (about 20 ms: the navigator scores every occupation).
 */
export function occupationFits(roles: ResumeRoles, skills: readonly string[], evidence?: readonly SkillEvidence[]): Map<string, number> {
  const target = roles.target?.occupation?.code ?? null;
  const current = roles.current?.occupation?.code ?? null;
  const fits = new Map<string, number>();
  const raise = (code: string, fit: number) => {
    if (fit > (fits.get(code) ?? 0)) fits.set(code, fit);
  };
  // The navigator's paths from the current occupation (or, without one, from the skills alone: a title
  // the reader placed in no occupation is not mapped again here).
  const transfers = transferScores({ skills, evidence, currentTitle: current ? roles.current!.title : null, currentCode: current });
  for (const [code, score] of transfers) raise(code, TRANSFER_FACTOR * score);
  const near = (anchor: string, levels: { occupation: number; broad: number; minor: number }) => {
    for (const { code } of NAVIGATOR_OCCUPATIONS) {
      if (socDetailed(code) === socDetailed(anchor)) raise(code, levels.occupation);
      else if (socBroad(code) === socBroad(anchor)) raise(code, levels.broad);
      else if (socMinor(code) === socMinor(anchor)) raise(code, levels.minor);
    }
    raise(anchor, levels.occupation);
  };
  if (current) near(current, target ? CURRENT_FIT : CURRENT_ONLY_FIT);
  if (target) {
    for (const [code, weight] of relatedWeights(target)) raise(code, TARGET_FIT.related * weight);
    near(target, TARGET_FIT);
  }
  return fits;
}

/** The fit of one code from the map, with specialties of a fitted occupation counted as it. */
export function occupationFitOf(fits: ReadonlyMap<string, number>, code: string | null): number {
  if (!code) return UNKNOWN_OCCUPATION_FIT;
  return fits.get(code) ?? fits.get(`${socDetailed(code)}.00`) ?? 0;
}

/**
 * How much one skill says about a job: its specificity over O*NET's occupations (Microsoft Excel
 * ≈ 0.1, a tool few occupations use ≈ 0.8); a skill O*NET's lists do not name falls back to its
 * rarity in the corpus (`corpusRarity`, 0–1).
 */
export function skillWeight(name: string, corpusRarity: number): number {
  const s = specificity(name);
  return s > 0 ? s : corpusRarity;
}

/** The skills part from the summed weights of the person's skills the job uses. */
export function skillsFit(weight: number): number {
  return weight <= 0 ? 0 : weight / (weight + SKILLS_HALF);
}

/** The words of a title as compared (stems, level and service words dropped). */
export function rankingTitleWords(title: string): string[] {
  return [...new Set(memberTitleWords(title))];
}

/** Title part: the share of the job title's words the target title (or, at CURRENT_TITLE_FACTOR, the current one) speaks to. */
export function titleCloseness(jobWords: readonly string[], targetWords: ReadonlySet<string>, currentWords: ReadonlySet<string>): number {
  if (jobWords.length === 0) return 0;
  let t = 0;
  let c = 0;
  for (const w of jobWords) {
    if (targetWords.has(w)) t++;
    if (currentWords.has(w)) c++;
  }
  return Math.max(t / jobWords.length, (CURRENT_TITLE_FACTOR * c) / jobWords.length);
}

export interface RankParts {
  occupation: number;
  skills: number;
  title: number;
  /** null when neither the resume nor the filter gives a place. */
  location: number | null;
}

/** The 0–1 score from its parts (location's weight left out when unknown). */
export function jobScore(parts: RankParts): number {
  const w = RANK_WEIGHTS;
  const total = w.occupation + w.skills + w.title + (parts.location === null ? 0 : w.location);
  const raw = w.occupation * parts.occupation + w.skills * parts.skills + w.title * parts.title + (parts.location === null ? 0 : w.location * parts.location);
  return Math.max(0, Math.min(1, raw / total));
}

const QUOTE_CHARS = 70;

/** A quote cut at a word near QUOTE_CHARS, with an ellipsis when cut, without the line's bullet mark. */
export function shortQuote(text: string, max = QUOTE_CHARS): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:[-–—*]\s+|[•·▪◦‣●○■□]\s*)/, '');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.5 ? space : max).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * The one line a match card shows: what transfers, quoted from the resume, and what to add.
 * `matched` and `missing` are canonical names, most telling first.
 */
export function whyLine(input: {
  roles: ResumeRoles;
  matched: readonly string[];
  missing: readonly string[];
  evidence?: readonly SkillEvidence[];
  jobOccupationTitle: string | null;
  inTarget: boolean;
}): string {
  const { roles, matched, missing, evidence = [] } = input;
  const byCanonical = new Map<string, SkillEvidence>();
  for (const e of evidence) if (e.canonical && !byCanonical.has(e.canonical)) byCanonical.set(e.canonical, e);
  const named = matched.slice(0, 3).map((c) => byCanonical.get(c)?.name ?? c);
  const quoteOf = matched.map((c) => byCanonical.get(c)?.evidence[0]?.quote).find((q): q is string => !!q);
  const parts: string[] = [];
  if (named.length > 0) {
    // A title placed in no occupation may be an employer or a label the reader took for a job ("Resemble AI").
    const who = roles.current?.occupation ? `Your work as ${article(roles.current.title)} ${roles.current.title}` : 'Your experience';
    parts.push(`${who} transfers: ${listPhrase(named)}${quoteOf ? ` (from ‘${shortQuote(quoteOf)}’)` : ''}.`);
  } else if (input.inTarget && roles.target) {
    parts.push(`In the line of work you are moving toward (${input.jobOccupationTitle ?? roles.target.title}).`);
  } else if (input.jobOccupationTitle) {
    parts.push(`Close to your line of work (${input.jobOccupationTitle}).`);
  }
  if (missing.length > 0) parts.push(`To add: ${listPhrase(missing.slice(0, 2))}.`);
  return parts.join(' ') || 'Matched on your skills and location.';
}

/**
 * Roles from a job title the member gave (the navigator's sources) and, optionally, an occupation
 * they are looking at: what the navigator's "Show matching jobs" ranks toward.
 */
export function rolesFrom(currentTitle: string | null, targetCode: string | null = null): ResumeRoles {
  const mapped = currentTitle?.trim() ? mapTitle(currentTitle) : null;
  const target = targetCode ? navigatorOccupation(targetCode) : undefined;
  return {
    current: currentTitle?.trim()
      ? { title: currentTitle.trim(), occupation: mapped ? { code: mapped.code, title: mapped.occupation } : null, evidence: null }
      : null,
    target: target ? { title: target.title, occupation: { code: target.code, title: target.title }, evidence: null } : null,
  };
}
