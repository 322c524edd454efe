import { z } from 'zod';
import { TRACKED_JOB_SOURCES, TRACKER_STAGES } from '../catalogue';
import { COMPANY_MAX, LINK_MAX, LOCATION_MAX, NOTES_MAX, TITLE_MAX } from '../tracker';

const day = z.iso.date('Use a date like 2026-11-24.').nullable();
const link = z
  .string()
  .trim()
  .max(LINK_MAX)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), 'Enter the job link as a web address starting with https://.');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable();

const fields = {
  title: z.string().trim().min(1, 'Enter the job title.').max(TITLE_MAX),
  company: z.string().trim().min(1, 'Enter the company.').max(COMPANY_MAX),
  location: optionalText(LOCATION_MAX),
  link: link.nullable(),
  stage: z.enum(TRACKER_STAGES),
  notes: z.string().max(NOTES_MAX, `Notes can be at most ${NOTES_MAX} characters.`),
  appliedOn: day,
  followUpOn: day,
};

/** POST /api/tracker: a job saved by hand, from PivotMatch or from a pasted link. */
export const newTrackedJobSchema = z
  .object({
    ...fields,
    location: fields.location.optional().default(null),
    link: fields.link.optional().default(null),
    stage: fields.stage.optional().default('saved'),
    notes: fields.notes.optional().default(''),
    appliedOn: day.optional().default(null),
    followUpOn: day.optional().default(null),
    source: z.enum(TRACKED_JOB_SOURCES).optional().default('manual'),
  })
  .strict();
export type NewTrackedJob = z.infer<typeof newTrackedJobSchema>;

/** PATCH /api/tracker/:id: any of the fields; a stage change is how the board moves a card. */
export const trackedJobPatchSchema = z
  .object(fields)
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one field to change.');
export type TrackedJobPatch = z.infer<typeof trackedJobPatchSchema>;

/** GET /api/job-link?url=: what a pasted job link tells us, for the member to complete. */
export const jobLinkQuerySchema = z.object({ url: link }).strict();

export interface JobLinkAnswer {
  title: string;
  company: string;
  location: string | null;
  link: string;
  /** corpus: a job PivotMatch knows; link: read from the URL's shape; none: the member fills it in. */
  found: 'corpus' | 'link' | 'none';
}

/** A tracked job as the API answers it. */
export interface TrackedJobView {
  id: string;
  title: string;
  company: string;
  location: string | null;
  link: string | null;
  source: (typeof TRACKED_JOB_SOURCES)[number];
  stage: (typeof TRACKER_STAGES)[number];
  notes: string;
  appliedOn: string | null;
  followUpOn: string | null;
  stageChangedAt: string;
  createdAt: string;
  updatedAt: string;
}
