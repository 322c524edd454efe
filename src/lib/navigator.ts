/**
 * The Career Opportunity Navigator's answer, shared by the function and the island (types and
 * pure helpers only: islands import no zod values). How paths are scored: src/server/navigator/rank.ts.
 */
import type { EvidenceSpan, JobMatch } from './pivotmatch';
import { answer, defineRoute } from './route';
import { z } from 'zod';

/** A current job title, as typed. */
export const NAVIGATOR_TITLE_MAX = 120;

/** A resume the navigator can read. */
export interface NavigatorSourceView {
  kind: 'pivotmatch' | 'resume';
  id: string;
  /** The file name or the builder resume's name. */
  label: string;
  /** When it was uploaded or last saved (ISO). */
  at: string;
  /** The most recent job title on it, when known. */
  title: string | null;
}

/** GET /api/navigator: the member's resumes, newest first, and how many paths their plan shows. */
export interface NavigatorSetup {
  sources: NavigatorSourceView[];
  /** Paths shown; null when every path is (Elite). */
  pathLimit: number | null;
  attribution: string;
}

/** A job of the corpus for a path. */
export interface PathJob {
  title: string;
  company: string;
  location: string;
  matchPercentage: number;
  link: string;
}

/** How much each part counts toward a path's score (they sum to 1). */
export const PATH_WEIGHTS = { profile: 0.35, tools: 0.4, related: 0.15, zone: 0.1 } as const;
export type PathPart = keyof typeof PATH_WEIGHTS;

export interface CurrentOccupation {
  code: string;
  title: string;
  zone: number | null;
  /** How it was found: from the member's title, or read from the resume's skills when the title named none. */
  from: 'title' | 'resume';
  /** The O*NET title that matched the member's title. */
  matchedTitle: string | null;
}

/** Something the member brings that the target occupation uses. */
export interface Transfer {
  name: string;
  kind: 'tool' | 'skill' | 'knowledge';
  /** Read on the resume, or carried by the member's current occupation (an O*NET skill or knowledge area). */
  from: 'resume' | 'occupation';
  /** Where the target asks for it, as O*NET rows: "Technology skills (Hot Technology)", "Task 8823", "Skills: importance 4.1 of 5". */
  source: string;
  /** Why it counts, in a sentence. */
  why: string;
  /** The resume's own words, for tools and skills read on it. */
  evidence: EvidenceSpan[];
}

/** Something the target occupation needs that the member does not show yet. */
export interface Gap {
  name: string;
  kind: 'tool' | 'skill' | 'knowledge';
  /** O*NET importance in the target, 1–5 (tools: 5 for a skill its tasks name, 4 for a Hot Technology, 3 otherwise). */
  importance: number;
  /** Level the target needs minus the member's (0–7 scale), for skills and knowledge. */
  levelGap: number | null;
  source: string;
}

export interface CareerPath {
  code: string;
  title: string;
  zone: number | null;
  summary: string;
  /** Job titles people in it report (e.g. "Instructional Designer"). */
  titles: string[];
  /** 0–100: the weighted sum of the parts. */
  score: number;
  /** Each part 0–1, before weighting; null where it cannot be known (no current occupation). */
  parts: Record<PathPart, number | null>;
  /** O*NET's relatedness of the current occupation to this one, in words, if listed. */
  related: string | null;
  /** The parts in a sentence. */
  because: string;
  transfers: Transfer[];
  missing: Gap[];
  /** Core tasks: [O*NET task id, statement]. */
  tasks: Array<[number, string]>;
}

export interface NavigatorAnswer {
  current: CurrentOccupation | null;
  /** Occupations compared. */
  compared: number;
  /** Paths ranked above the cut; more than `paths.length` below Elite. */
  total: number;
  paths: CareerPath[];
  /** True when the plan shows only the first few paths. */
  limited: boolean;
  attribution: string;
  /** What the ranking read: the resume's skills and where they came from. */
  source: { kind: 'pivotmatch' | 'resume'; id: string; label: string; skills: number };
}

/** A path's score as a word, for the badge. */
export function fitWord(score: number): 'Strong fit' | 'Good fit' | 'Stretch' {
  return score >= 70 ? 'Strong fit' : score >= 50 ? 'Good fit' : 'Stretch';
}

/**
 * A job the member would not search for whose requirements their skills cover (Elite). Its one
 * figure is the job's match score (`job.match_percentage`) and its why is the job's own
 * (`job.why`, quoting the resume); the navigator path is named for where it came from, without
 * the path's own score, so a card never shows two percentages that mean different things.
 */
export interface HiddenOpportunity {
  job: JobMatch;
  /** The navigator path it belongs to. */
  occupation: { code: string; title: string };
  /** The path's place among the member's paths (1 = best). */
  pathRank: number;
}

/** GET /api/pivotmatch/hidden-opportunities. */
export interface HiddenOpportunitiesView {
  /** The resume read (an upload or a builder resume); null when the member has none. */
  source: { kind: 'pivotmatch' | 'resume'; id: string; label: string } | null;
  current: CurrentOccupation | null;
  opportunities: HiddenOpportunity[];
}

/** Which resume the navigator reads: a PivotMatch upload or a builder resume of the member's. */
export const navigatorSourceSchema = z.object({ kind: z.enum(['pivotmatch', 'resume']), id: z.uuid('Pick one of your resumes.') }).strict();
export type NavigatorSource = z.infer<typeof navigatorSourceSchema>;

/** POST /api/navigator: rank career paths for a resume and the member's current title. */
export const navigateSchema = z
  .object({
    source: navigatorSourceSchema,
    currentTitle: z.string().trim().max(NAVIGATOR_TITLE_MAX, `A job title can be at most ${NAVIGATOR_TITLE_MAX} characters.`).default(''),
    includeOwnGroup: z.boolean().default(false),
  })
  .strict();
export type NavigateRequest = z.infer<typeof navigateSchema>;

/** POST /api/navigator/jobs: jobs in the corpus for one path. */
export const pathJobsSchema = z
  .object({ source: navigatorSourceSchema, code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'That is not an O*NET-SOC code.') })
  .strict();
export type PathJobsRequest = z.infer<typeof pathJobsSchema>;

/** GET /api/pivotmatch/hidden-opportunities?kind=&id=: which resume to read (the newest by default). */
export const hiddenOpportunitiesQuerySchema = z
  .object({ kind: z.enum(['pivotmatch', 'resume']).optional(), id: z.uuid('Pick one of your resumes.').optional() })
  .strict()
  .refine((q) => !q.kind === !q.id, { message: 'Name the resume by both its kind and its id, or by neither.' });

export const navigatorRoutes = {
  /** The member's resumes to read, and how many paths their plan shows. */
  setup: defineRoute({ method: 'GET', path: '/api/navigator', access: { tool: 'navigator' }, answer: answer<NavigatorSetup>() }),
  /** The paths from one resume (Elite sees every path). */
  navigate: defineRoute({ method: 'POST', path: '/api/navigator', access: { tool: 'navigator' }, body: navigateSchema, answer: answer<NavigatorAnswer>() }),
  /** Jobs of the corpus for one path, ranked by the resume's skills. */
  jobs: defineRoute({
    method: 'POST',
    path: '/api/navigator/jobs',
    access: { tool: 'navigator' },
    body: pathJobsSchema,
    answer: answer<{ jobs: PathJob[] }>(),
  }),
};
