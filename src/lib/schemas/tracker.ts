import { z } from 'zod';
import { TRACKED_JOB_SOURCES, TRACKER_STAGES } from '../catalogue';
import {
  COMPANY_MAX,
  CONTACT_NAME_MAX,
  CONTACT_NOTES_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_ROLE_MAX,
  LINK_MAX,
  LOCATION_MAX,
  NOTES_MAX,
  SALARY_MAX,
  SALARY_PERIODS,
  TITLE_MAX,
} from '../tracker';

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

const amount = z.number().int('Enter the salary in whole units.').min(0, 'A salary cannot be negative.').max(SALARY_MAX, 'Enter a smaller amount.').nullable();

/** Advanced tracker (Premium): the interview's instant and the pay on offer. */
const advancedFields = {
  interviewAt: z.iso.datetime({ offset: true, message: 'Use a date and time like 2026-12-01T14:30:00Z.' }).nullable(),
  salaryMin: amount,
  salaryMax: amount,
  salaryCurrency: z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like USD.'),
  salaryPeriod: z.enum(SALARY_PERIODS),
};

const salaryInOrder = (p: { salaryMin?: number | null; salaryMax?: number | null }) =>
  p.salaryMin === undefined || p.salaryMin === null || p.salaryMax === undefined || p.salaryMax === null || p.salaryMin <= p.salaryMax;
const salaryOrder = { message: 'The salary "from" must not be more than the salary "to".', path: ['salaryMax'] };

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
    ...z.object(advancedFields).partial().shape,
  })
  .strict()
  .refine(salaryInOrder, salaryOrder);
export type NewTrackedJob = z.infer<typeof newTrackedJobSchema>;

/** PATCH /api/tracker/:id: any of the fields; a stage change is how the board moves a card. */
export const trackedJobPatchSchema = z
  .object({ ...fields, ...advancedFields })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one field to change.')
  .refine(salaryInOrder, salaryOrder);
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
  /** Advanced tracker (Premium): the next interview, an ISO instant. */
  interviewAt: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryPeriod: (typeof SALARY_PERIODS)[number];
  stageChangedAt: string;
  createdAt: string;
  updatedAt: string;
}

const optionalContactText = (max: number) => z.string().trim().max(max).optional().default('');
const nullableText = (schema: z.ZodType<string>) =>
  z
    .union([schema, z.literal('')])
    .nullable()
    .transform((v) => v || null);

const contactFields = {
  name: z.string().trim().min(1, "Enter the contact's name.").max(CONTACT_NAME_MAX),
  role: optionalContactText(CONTACT_ROLE_MAX),
  email: nullableText(z.string().trim().toLowerCase().pipe(z.email('Enter an e-mail address like dana@example.com.')))
    .optional()
    .default(null),
  phone: nullableText(z.string().trim().max(CONTACT_PHONE_MAX)).optional().default(null),
  linkedin: link.nullable().optional().default(null),
  notes: optionalContactText(CONTACT_NOTES_MAX),
};

/** POST /api/tracker/:id/contacts: a person at the job's company. */
export const newContactSchema = z.object(contactFields).strict();
export type NewContact = z.infer<typeof newContactSchema>;

/** PATCH /api/tracker/:id/contacts/:contactId: any of the fields. */
export const contactPatchSchema = z
  .object({
    name: contactFields.name,
    role: z.string().trim().max(CONTACT_ROLE_MAX),
    email: nullableText(z.string().trim().toLowerCase().pipe(z.email('Enter an e-mail address like dana@example.com.'))),
    phone: nullableText(z.string().trim().max(CONTACT_PHONE_MAX)),
    linkedin: link.nullable(),
    notes: z.string().trim().max(CONTACT_NOTES_MAX),
  })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one field to change.');
export type ContactPatch = z.infer<typeof contactPatchSchema>;

export interface ContactView {
  id: string;
  trackedJobId: string;
  name: string;
  role: string;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  notes: string;
  lastContactedOn: string | null;
}

export interface TrackedFileView {
  id: string;
  trackedJobId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}
