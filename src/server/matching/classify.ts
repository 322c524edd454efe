/**
 * An imported listing's O*NET occupation, read as a member's title is (the navigator's title
 * mapping), with its skills to choose between close readings: "Analyst" alone could be many
 * occupations; the listing's tools say which. Unknown (null) is an answer.
 */
import { NAVIGATOR_OCCUPATIONS } from '~/server/navigator/data';
import { MIN_TITLE_CONFIDENCE, mapTitleCandidates } from '~/server/navigator/titles';

/** Readings of the title within this much confidence of the best are told apart by the listing's skills. */
const CLOSE_READINGS = 0.15;
/** Readings of a title weighed by the listing's skills. */
const CANDIDATES = 200;

const toolsByCode = new Map(NAVIGATOR_OCCUPATIONS.map((o) => [o.code, new Set([...o.tech.map(([name]) => name), ...o.textSkills])]));

export interface JobOccupation {
  code: string;
  /** 0–1: how much of the title the occupation's title covers. */
  confidence: number;
}

export function classifyJob(title: string, skills: readonly string[]): JobOccupation | null {
  const readings = mapTitleCandidates(title, CANDIDATES);
  const best = readings[0];
  if (!best || best.confidence < MIN_TITLE_CONFIDENCE) return null;
  const close = readings.filter((r) => r.confidence >= best.confidence - CLOSE_READINGS);
  const shared = (code: string) => {
    const tools = toolsByCode.get(code);
    return tools ? skills.filter((s) => tools.has(s)).length : 0;
  };
  const chosen = close.length > 1 ? close.reduce((a, b) => (shared(b.code) > shared(a.code) ? b : a)) : best;
  return { code: chosen.code, confidence: chosen.confidence };
}
