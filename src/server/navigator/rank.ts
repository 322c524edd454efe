/**
 * The Career Opportunity Navigator's ranking: which occupations a member's experience transfers
 * to, and what each would take. Deterministic and traceable: every part of a score is computed
 * from rows of content/navigator/occupations.json (O*NET 29.2), and each path names those rows.
 *
 * A path's score (0–100) is the weighted sum (PATH_WEIGHTS) of four parts, each 0–1:
 * - profile: how much of the level the target occupation needs in each of its important skills
 *   and knowledge areas the member's current occupation already has, weighted by the target's
 *   importance and by how distinctive the element is for the target (above the all-occupation
 *   average): a teacher's Instructing counts for an instructional coordinator, Reading
 *   Comprehension barely counts anywhere;
 * - tools: the resume's skills and tools that the target uses (its technology examples, Hot
 *   Technologies double, and skills its task statements name, double), each weighted by how
 *   specific it is (few occupations use it) and by DIRECTION_BONUS when the member's current
 *   occupation does not use it; w / (w + TOOLS_HALF), so it nears 1 but more evidence always counts;
 * - related: O*NET's related-occupations tier between the two occupations (either direction);
 * - zone: the job-zone step up (preparation still to gain) costs 0.35 a zone.
 * Work that needs less preparation than the member's (a nurse to nursing assistant) is rarely the
 * pivot they want: the whole score is multiplied by STEP_DOWN_FACTOR for each zone down.
 * With no current occupation, profile, related and zone are unknown and tools is the score.
 */
import type { SkillEvidence } from '~/lib/pivotmatch';
import { PATH_WEIGHTS, type CareerPath, type CurrentOccupation, type Gap, type PathPart, type Transfer } from '~/lib/navigator';
import { ELEMENTS, NAVIGATOR_OCCUPATIONS, RELATED_TIERS, navigatorOccupation, type NavigatorOccupation } from './data';
import { mapTitle } from './titles';

export interface NavigatorInput {
  /** Show occupations of the current occupation's own SOC minor group (other school teachers, for a teacher); off by default, since a pivot leaves it. */
  includeOwnGroup?: boolean;
  /** Canonical vocabulary names of the resume's skills and tools. */
  skills: readonly string[];
  /** The resume's words behind each skill, when known. */
  evidence?: readonly SkillEvidence[];
  /** The member's current or most recent job title. */
  currentTitle?: string | null;
  /** The current occupation when already known (read from a resume, or chosen): wins over the title. */
  currentCode?: string | null;
}

/** Weighted tool and skill matches at which the tools part is one half (a Hot Technology only this occupation uses weighs 2); it nears 1 smoothly, so more evidence always counts. */
export const TOOLS_HALF = 4;
/** O*NET importance (1–5) from which a skill or knowledge area is one the occupation needs. */
export const NEEDED_IMPORTANCE = 3;
/** A need is covered when the member's level is within this of the target's (0–7 scale). */
export const LEVEL_SLACK = 0.25;
/** A gap is listed when the target needs at least this much more level. */
export const GAP_MIN_LEVEL = 0.5;
/** What each job zone below the member's multiplies a path's score by. */
export const STEP_DOWN_FACTOR = 0.8;
const TRANSFERS_MAX = 12;
const GAPS_MAX = 10;
const EVIDENCE_PER_SKILL = 2;

const N = ELEMENTS.length;
const index = new Map(NAVIGATOR_OCCUPATIONS.map((o, i) => [o.code, i]));
// Dense ratings: importance and level per occupation and element (NaN: not rated).
const IM = new Float32Array(NAVIGATOR_OCCUPATIONS.length * N).fill(Number.NaN);
const LV = new Float32Array(NAVIGATOR_OCCUPATIONS.length * N).fill(Number.NaN);
NAVIGATOR_OCCUPATIONS.forEach((o, i) => {
  for (const [e, im, lv] of o.ratings) {
    IM[i * N + e] = im;
    LV[i * N + e] = lv;
  }
});
const AVERAGE_IM = ELEMENTS.map((_, e) => {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < NAVIGATOR_OCCUPATIONS.length; i++) {
    const v = IM[i * N + e]!;
    if (!Number.isNaN(v)) {
      sum += v;
      n++;
    }
  }
  return n ? sum / n : 0;
});
/** The weight of element e in occupation i: its importance above NEEDED_IMPORTANCE − 1, more when it stands out. */
function needWeight(i: number, e: number): number {
  const im = IM[i * N + e]!;
  if (Number.isNaN(im) || im < NEEDED_IMPORTANCE) return 0;
  return (im - NEEDED_IMPORTANCE + 1) * (1 + Math.max(0, im - AVERAGE_IM[e]!));
}

// Tools: for each occupation, the weight of each vocabulary name it uses.
const TOOL_WEIGHTS: ReadonlyArray<ReadonlyMap<string, number>> = NAVIGATOR_OCCUPATIONS.map((o) => {
  const m = new Map<string, number>();
  for (const [name, hot] of o.tech) m.set(name, hot ? 2 : 1);
  for (const s of o.textSkills) m.set(s, 2);
  return m;
});
// How many occupations use each name: a tool nearly every occupation uses (Microsoft Excel) says
// little about where a resume fits; one few use (Articulate Storyline) says a lot.
const TOOL_DF = new Map<string, number>();
for (const m of TOOL_WEIGHTS) for (const name of m.keys()) TOOL_DF.set(name, (TOOL_DF.get(name) ?? 0) + 1);
/** 0–1: how specific a tool or skill is to the occupations that use it. */
export function specificity(name: string): number {
  const df = TOOL_DF.get(name) ?? 0;
  return df === 0 ? 0 : Math.log(1 + NAVIGATOR_OCCUPATIONS.length / df) / Math.log(1 + NAVIGATOR_OCCUPATIONS.length);
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp01 = (n: number) => Math.max(0, Math.min(1, n));

function relatedTier(a: NavigatorOccupation, b: NavigatorOccupation): number | null {
  let best: number | null = null;
  for (const [code, tier] of a.related) if (code === b.code && (best === null || tier < best)) best = tier;
  for (const [code, tier] of b.related) if (code === a.code && (best === null || tier < best)) best = tier;
  return best;
}

export function zoneFit(current: number | null, target: number | null): number | null {
  if (current === null || target === null) return null;
  return clamp01(target > current ? 1 - 0.35 * (target - current) : 1);
}

/** The profile part: the share of the target's weighted needs the current occupation's levels cover. */
function profileFit(c: number, t: number): number | null {
  let need = 0;
  let covered = 0;
  for (let e = 0; e < N; e++) {
    const w = needWeight(t, e);
    if (w === 0) continue;
    const lt = LV[t * N + e]!;
    const lc = LV[c * N + e]!;
    need += w;
    // Squared, so a real shortfall shows: covering 80% of a level counts 64%.
    if (!Number.isNaN(lc)) covered += w * (lt <= 0 ? 1 : Math.min(1, (lc + LEVEL_SLACK) / lt) ** 2);
  }
  return need === 0 ? null : covered / need;
}

/** What a resume skill the current occupation does not use counts, against one it does: it shows where the member is heading. */
export const DIRECTION_BONUS = 1.5;

function toolsFit(t: number, held: ReadonlySet<string>, c: number): number {
  const currentUses = c >= 0 ? TOOL_WEIGHTS[c]! : null;
  let w = 0;
  for (const [name, weight] of TOOL_WEIGHTS[t]!) {
    if (held.has(name)) w += weight * specificity(name) * (currentUses && !currentUses.has(name) ? DIRECTION_BONUS : 1);
  }
  return w / (w + TOOLS_HALF);
}

/** The occupation whose tools and named skills the resume holds most of, rarer ones counting more. */
export function occupationFromSkills(skills: ReadonlySet<string>): NavigatorOccupation | null {
  let best = -1;
  let bestScore = 0;
  TOOL_WEIGHTS.forEach((m, i) => {
    let s = 0;
    for (const [name, weight] of m) if (skills.has(name)) s += weight * specificity(name);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  });
  return best < 0 ? null : NAVIGATOR_OCCUPATIONS[best]!;
}

/** The member's current occupation: from their title, else read from the resume's skills. */
export function currentOccupation(input: NavigatorInput): CurrentOccupation | null {
  const known = input.currentCode ? navigatorOccupation(input.currentCode) : undefined;
  if (known) return { code: known.code, title: known.title, zone: known.zone, from: 'title', matchedTitle: input.currentTitle ?? null };
  const mapped = input.currentTitle?.trim() ? mapTitle(input.currentTitle) : null;
  const occ = mapped ? navigatorOccupation(mapped.code) : occupationFromSkills(new Set(input.skills));
  if (!occ) return null;
  return { code: occ.code, title: occ.title, zone: occ.zone, from: mapped ? 'title' : 'resume', matchedTitle: mapped?.matchedTitle ?? null };
}

interface Scored {
  i: number;
  score: number;
  parts: Record<PathPart, number | null>;
  tier: number | null;
}

/** Every occupation but the current one (and its own specialties) scored, best first. */
export function scoreOccupations(input: NavigatorInput, current: CurrentOccupation | null): Scored[] {
  const held = new Set(input.skills);
  const c = current ? index.get(current.code)! : -1;
  const cOcc = current ? NAVIGATOR_OCCUPATIONS[c]! : null;
  // "29-1141.01 Acute Care Nurses" is a specialty of the member's own "29-1141.00": not a pivot.
  const family = current?.code.slice(0, 7);
  const group = current && !input.includeOwnGroup ? current.code.slice(0, 4) : null;
  const out: Scored[] = [];
  for (let t = 0; t < NAVIGATOR_OCCUPATIONS.length; t++) {
    const o = NAVIGATOR_OCCUPATIONS[t]!;
    if ((family && o.code.startsWith(family)) || (group && o.code.startsWith(group))) continue;
    const tier = cOcc ? relatedTier(cOcc, o) : null;
    const parts: Record<PathPart, number | null> = {
      profile: c >= 0 ? profileFit(c, t) : null,
      tools: toolsFit(t, held, c),
      related: cOcc ? (tier === null ? 0 : RELATED_TIERS[tier]!.weight) : null,
      zone: zoneFit(cOcc?.zone ?? null, o.zone),
    };
    let sum = 0;
    let weights = 0;
    for (const k of Object.keys(PATH_WEIGHTS) as PathPart[]) {
      const v = parts[k];
      if (v === null) continue;
      sum += PATH_WEIGHTS[k] * v;
      weights += PATH_WEIGHTS[k];
    }
    // An occupation O*NET has not rated scores on what is known, less the profile it cannot show.
    const known = c >= 0 && parts.profile === null ? sum : weights ? sum / weights : 0;
    const down = cOcc?.zone && o.zone && o.zone < cOcc.zone ? cOcc.zone - o.zone : 0;
    const score = known * STEP_DOWN_FACTOR ** down;
    out.push({ i: t, score: Math.round(score * 1000) / 10, parts, tier });
  }
  return out.sort((a, b) => b.score - a.score || a.i - b.i);
}

function evidenceOf(input: NavigatorInput, name: string) {
  return (input.evidence?.find((e) => e.canonical === name)?.evidence ?? []).slice(0, EVIDENCE_PER_SKILL);
}

function transfersOf(input: NavigatorInput, c: number, t: number): Transfer[] {
  const o = NAVIGATOR_OCCUPATIONS[t]!;
  const held = new Set(input.skills);
  const tools: Transfer[] = [];
  const named = new Set(o.textSkills);
  for (const [name] of [...TOOL_WEIGHTS[t]!].sort((a, b) => b[1] * specificity(b[0]) - a[1] * specificity(a[0]))) {
    if (!held.has(name)) continue;
    const hot = o.tech.some(([n, h]) => n === name && h === 1);
    tools.push({
      name,
      kind: named.has(name) ? 'skill' : 'tool',
      from: 'resume',
      source: named.has(name) ? 'O*NET task statements' : hot ? 'O*NET technology skills (Hot Technology)' : 'O*NET technology skills',
      why: named.has(name) ? `${o.title} do work that names ${name}.` : `${o.title} use ${name}.`,
      evidence: evidenceOf(input, name),
    });
  }
  const elements: Array<Transfer & { w: number }> = [];
  if (c >= 0) {
    const cTitle = NAVIGATOR_OCCUPATIONS[c]!.title;
    for (let e = 0; e < N; e++) {
      const w = needWeight(t, e);
      const lt = LV[t * N + e]!;
      const lc = LV[c * N + e]!;
      if (w === 0 || Number.isNaN(lc) || lc + LEVEL_SLACK < lt) continue;
      const el = ELEMENTS[e]!;
      elements.push({
        name: el.name,
        kind: el.kind,
        from: 'occupation',
        source: `O*NET ${el.kind === 'skill' ? 'skills' : 'knowledge'} ${el.id}: importance ${IM[t * N + e]!.toFixed(2)} of 5, level ${lt.toFixed(2)} of 7`,
        why: `${cTitle} use it at level ${lc.toFixed(2)}; ${o.title} need ${lt.toFixed(2)}.`,
        evidence: [],
        w,
      });
    }
  }
  elements.sort((a, b) => b.w - a.w || a.name.localeCompare(b.name));
  return [...tools, ...elements.map(({ name, kind, from, source, why, evidence }) => ({ name, kind, from, source, why, evidence }))].slice(0, TRANSFERS_MAX);
}

function gapsOf(input: NavigatorInput, c: number, t: number): Gap[] {
  const o = NAVIGATOR_OCCUPATIONS[t]!;
  const held = new Set(input.skills);
  const gaps: Array<Gap & { rank: number }> = [];
  for (let e = 0; e < N; e++) {
    const im = IM[t * N + e]!;
    if (Number.isNaN(im) || im < NEEDED_IMPORTANCE) continue;
    const lt = LV[t * N + e]!;
    const lc = c >= 0 ? LV[c * N + e]! : Number.NaN;
    const gap = Number.isNaN(lc) ? lt : lt - lc;
    if (gap < GAP_MIN_LEVEL) continue;
    const el = ELEMENTS[e]!;
    gaps.push({
      name: el.name,
      kind: el.kind,
      importance: round2(im),
      levelGap: round2(gap),
      source: `O*NET ${el.kind === 'skill' ? 'skills' : 'knowledge'} ${el.id}`,
      rank: im * gap,
    });
  }
  gaps.sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name));
  const tools: Array<Gap & { rank: number }> = [];
  const named = new Set(o.textSkills);
  for (const name of o.textSkills)
    if (!held.has(name)) tools.push({ name, kind: 'skill', importance: 5, levelGap: null, source: 'O*NET task statements', rank: 5 });
  for (const [name, hot] of o.tech) {
    if (hot && !held.has(name) && !named.has(name))
      tools.push({ name, kind: 'tool', importance: 4, levelGap: null, source: 'O*NET technology skills (Hot Technology)', rank: 4 });
  }
  // Most important first, skills and knowledge before tools of the same weight; half the list at most is tools.
  const merged = [...gaps.slice(0, GAPS_MAX), ...tools.slice(0, Math.ceil(GAPS_MAX / 2))].sort((a, b) => b.importance - a.importance || b.rank - a.rank);
  return merged.slice(0, GAPS_MAX).map(({ name, kind, importance, levelGap, source }) => ({ name, kind, importance, levelGap, source }));
}

function because(p: Scored, current: CurrentOccupation | null, transfers: Transfer[]): string {
  const o = NAVIGATOR_OCCUPATIONS[p.i]!;
  const bits: string[] = [];
  if (p.parts.profile !== null && current) {
    bits.push(`your current occupation (${current.title}) covers ${Math.round(p.parts.profile * 100)}% of the skill and knowledge levels it needs`);
  }
  const fromResume = transfers.filter((t) => t.from === 'resume').length;
  if (fromResume) bits.push(`${fromResume} of your resume's skills and tools are used in it`);
  if (p.tier !== null) bits.push(`O*NET lists it as ${RELATED_TIERS[p.tier]!.label} to your occupation`);
  if (current?.zone && o.zone) {
    bits.push(
      o.zone > current.zone
        ? `it needs more preparation (job zone ${o.zone} against your ${current.zone})`
        : o.zone < current.zone
          ? `it needs less preparation than you have (job zone ${o.zone} against your ${current.zone}), which lowers its score`
          : `it needs the preparation you have (job zone ${o.zone})`,
    );
  }
  const sentence = bits.length ? bits.join('; ') : 'some of your resume matches it';
  return sentence[0]!.toUpperCase() + sentence.slice(1) + '.';
}

/** One scored occupation as a path, with what transfers, what is missing and its tasks. */
export function describePath(input: NavigatorInput, current: CurrentOccupation | null, p: Scored): CareerPath {
  const o = NAVIGATOR_OCCUPATIONS[p.i]!;
  const c = current ? index.get(current.code)! : -1;
  const transfers = transfersOf(input, c, p.i);
  return {
    code: o.code,
    title: o.title,
    zone: o.zone,
    summary: o.summary,
    titles: o.titles,
    score: p.score,
    parts: Object.fromEntries(Object.entries(p.parts).map(([k, v]) => [k, v === null ? null : round2(v)])) as CareerPath['parts'],
    related: p.tier === null ? null : RELATED_TIERS[p.tier]!.label,
    because: because(p, current, transfers),
    transfers,
    missing: gapsOf(input, c, p.i),
    tasks: o.tasks.slice(0, 5),
  };
}

/** The ranked paths for a member: the best `limit`, described, with the count ranked. */
export function rankPaths(input: NavigatorInput, limit: number): { current: CurrentOccupation | null; compared: number; paths: CareerPath[]; scored: number } {
  const current = currentOccupation(input);
  const scored = scoreOccupations(input, current);
  return {
    current,
    compared: NAVIGATOR_OCCUPATIONS.length,
    scored: scored.length,
    paths: scored.slice(0, limit).map((p) => describePath(input, current, p)),
  };
}

/** One path by code (for the planner), scored as the ranking would. */
export function pathFor(input: NavigatorInput, code: string): CareerPath | null {
  const current = currentOccupation(input);
  const p = scoreOccupations(input, current).find((s) => NAVIGATOR_OCCUPATIONS[s.i]!.code === code);
  return p ? describePath(input, current, p) : null;
}

/**
 * How well a member's experience transfers to every occupation (0–1, the path score / 100), by
 * code: what PivotMatch's job ranking uses, so the two rank one model. The current occupation
 * and its own specialties are left out (the ranking scores them itself).
 */
export function transferScores(input: NavigatorInput): Map<string, number> {
  const current = currentOccupation(input);
  return new Map(scoreOccupations({ ...input, includeOwnGroup: true }, current).map((p) => [NAVIGATOR_OCCUPATIONS[p.i]!.code, p.score / 100]));
}

/** O*NET's related occupations of one occupation, with each one's tier weight (closest 1). */
export function relatedWeights(code: string): Map<string, number> {
  const o = navigatorOccupation(code);
  const out = new Map<string, number>();
  if (!o) return out;
  for (const [other, tier] of o.related) out.set(other, Math.max(out.get(other) ?? 0, RELATED_TIERS[tier]!.weight));
  return out;
}
