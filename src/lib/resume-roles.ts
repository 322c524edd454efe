/**
 * A career changer's two roles as PivotMatch reads them from a resume: the job they hold now and
 * the one they say they are moving into, each with the O*NET occupation it maps to. Shared by the
 * island (which shows them and lets the member change them) and the server (which reads them).
 */

export interface OccupationRef {
  code: string;
  title: string;
}

/** A role read from the resume (or chosen by the member). */
export interface ResumeRole {
  /** The title as the resume writes it ("Logistics Sergeant"). */
  title: string;
  /** The O*NET occupation it maps to, or null when no title covers it well enough. */
  occupation: OccupationRef | null;
  /** The resume's line the title was read from (≤ 160 chars), or null when the member chose it. */
  evidence: string | null;
}

export interface ResumeRoles {
  current: ResumeRole | null;
  target: ResumeRole | null;
}

export const NO_ROLES: ResumeRoles = { current: null, target: null };

/** Longest evidence line kept: enough to recognise the line, not a paragraph. */
export const ROLE_EVIDENCE_MAX = 160;
