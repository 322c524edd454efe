/**
 * The navigator's occupational data: content/navigator/occupations.json, written by
 * `npm run data:navigator` (src/cli/build-navigator-data.ts) from O*NET 29.2 and committed, so
 * functions never read ../shared.
 */
import file from '@content/navigator/occupations.json';

export { ONET_ATTRIBUTION } from '~/lib/onet';

/** O*NET's relatedness tiers, closest first, with the weight a path gets for each. */
export const RELATED_TIERS = [
  { key: 'Primary-Short', label: 'closely related', weight: 1 },
  { key: 'Primary-Long', label: 'related', weight: 0.75 },
  { key: 'Supplemental', label: 'loosely related', weight: 0.5 },
] as const;

/** An O*NET skill (e.g. Instructing) or knowledge area (e.g. Education and Training). */
export interface NavigatorElement {
  /** O*NET element id, e.g. "2.B.1.e". */
  id: string;
  name: string;
  kind: 'skill' | 'knowledge';
}

export interface NavigatorOccupation {
  code: string;
  title: string;
  /** Job zone 1–5 (preparation needed); null where O*NET has none. */
  zone: number | null;
  summary: string;
  /** Reported job titles, the ones My Next Move shows first. */
  titles: string[];
  /** [element index, importance 1–5, level 0–7] for each rated element; empty when O*NET has no ratings. */
  ratings: Array<[number, number, number]>;
  /** Technology examples, as the vocabulary names them, and whether each is a Hot Technology (1). */
  tech: Array<[string, 0 | 1]>;
  /** Vocabulary skills named by the occupation's description and task statements. */
  textSkills: string[];
  /** Core tasks first: [O*NET task id, statement]. */
  tasks: Array<[number, string]>;
  /** [related code, index into RELATED_TIERS]. */
  related: Array<[string, number]>;
}

export interface NavigatorData {
  $comment: string;
  attribution: string;
  elements: NavigatorElement[];
  occupations: NavigatorOccupation[];
}

const data = file as NavigatorData;
export const ELEMENTS: readonly NavigatorElement[] = data.elements;
export const NAVIGATOR_OCCUPATIONS: readonly NavigatorOccupation[] = data.occupations;

const byCode = new Map(NAVIGATOR_OCCUPATIONS.map((o) => [o.code, o]));
export function navigatorOccupation(code: string): NavigatorOccupation | undefined {
  return byCode.get(code);
}
