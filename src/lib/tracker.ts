/**
 * The job tracker's rules, shared by the board and the server: stage names, sorting and
 * filtering of the list view, and what a pasted job link tells us by itself. Browser-safe.
 */
import { z } from 'zod';
import { TRACKED_JOB_SOURCES, TRACKER_STAGES, type TrackerStage } from './catalogue';
import { answer, defineRoute, file, form } from './route';

export const TRACKER_STAGE_LABELS: Record<TrackerStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  closed: 'Closed',
};

/** What each column is for, shown under its heading and to screen readers. */
export const TRACKER_STAGE_HINTS: Record<TrackerStage, string> = {
  saved: 'Jobs you want to apply to.',
  applied: 'Applications sent: follow up after a week.',
  interviewing: 'Conversations under way.',
  offer: 'Offers to weigh and negotiate.',
  closed: 'Declined, withdrawn or filled.',
};

export const TRACKER_SORTS = ['updated', 'company', 'title', 'stage', 'applied', 'followUp'] as const;
export type TrackerSort = (typeof TRACKER_SORTS)[number];
export const TRACKER_SORT_LABELS: Record<TrackerSort, string> = {
  updated: 'Last updated',
  company: 'Company',
  title: 'Job title',
  stage: 'Stage',
  applied: 'Applied on',
  followUp: 'Follow up on',
};

export const TITLE_MAX = 200;
export const COMPANY_MAX = 200;
export const LOCATION_MAX = 120;
export const LINK_MAX = 2000;
export const NOTES_MAX = 5000;

const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
/** Dates in the given direction; a missing date sorts last either way. */
const byDate = (a: string | null, b: string | null, direction: 1 | -1) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : direction * a.localeCompare(b));

/** The list view: jobs matching the text and stage filters, in the chosen order. */
export function filterAndSortJobs(jobs: readonly TrackedJobView[], query: { text?: string; stage?: TrackerStage | ''; sort?: TrackerSort }): TrackedJobView[] {
  const needle = query.text?.trim().toLowerCase() ?? '';
  const picked = jobs.filter(
    (j) =>
      (!query.stage || j.stage === query.stage) &&
      (!needle || [j.title, j.company, j.location ?? '', j.notes].some((field) => field.toLowerCase().includes(needle))),
  );
  const sort = query.sort ?? 'updated';
  const compare: Record<TrackerSort, (a: TrackedJobView, b: TrackedJobView) => number> = {
    updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    company: (a, b) => text(a.company, b.company) || text(a.title, b.title),
    title: (a, b) => text(a.title, b.title) || text(a.company, b.company),
    stage: (a, b) => TRACKER_STAGES.indexOf(a.stage) - TRACKER_STAGES.indexOf(b.stage) || b.updatedAt.localeCompare(a.updatedAt),
    applied: (a, b) => byDate(a.appliedOn, b.appliedOn, -1),
    followUp: (a, b) => byDate(a.followUpOn, b.followUpOn, 1),
  };
  return [...picked].sort(compare[sort]);
}

/** The stage to the left or right on the board, or null at either end. */
export function neighbourStage(stage: TrackerStage, step: -1 | 1): TrackerStage | null {
  return TRACKER_STAGES[TRACKER_STAGES.indexOf(stage) + step] ?? null;
}

/** A follow-up date that has come: the card says so. */
export function followUpDue(job: Pick<TrackedJobView, 'followUpOn' | 'stage'>, today: string): boolean {
  return job.stage !== 'closed' && job.followUpOn !== null && job.followUpOn <= today;
}

/** Today as YYYY-MM-DD in the member's own time zone (dates are days, not instants). */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A pasted link as the tracker keeps it: "www.acme.com/jobs/1" gets the https:// people leave off. */
export function normalizeJobLink(raw: string): string {
  const link = raw.trim();
  if (!link || /^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  return /^[\w-]+(\.[\w-]+)+(?:[/?#:]|$)/.test(link) ? `https://${link}` : link;
}

/** The tracker's fields as the dialog labels them, for naming one in an error. */
export const TRACKED_JOB_FIELD_LABELS: Record<string, string> = {
  title: 'Job title',
  company: 'Company',
  location: 'Location',
  link: 'Job link',
  stage: 'Stage',
  notes: 'Notes',
  appliedOn: 'Applied on',
  followUpOn: 'Follow up on',
  interviewAt: 'Interview',
  salaryMin: 'Salary from',
  salaryMax: 'Salary to',
  salaryCurrency: 'Currency',
  salaryPeriod: 'Salary period',
};

/** "acme-corp" → "Acme Corp" */
function fromSlug(slug: string): string {
  return decodeURIComponent(slug)
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

export interface JobLinkDraft {
  title: string;
  company: string;
}

/**
 * What a job link says by itself, from the URL shapes of the common job boards and applicant
 * tracking systems. Nothing is fetched: the member completes what the URL cannot tell.
 */
export function draftFromJobLink(raw: string): JobLinkDraft {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { title: '', company: '' };
  }
  const host = url.hostname.replace(/^www\./, '').toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  // linkedin.com/jobs/view/senior-data-analyst-at-acme-corp-4012345678
  if (host.endsWith('linkedin.com') && parts[0] === 'jobs' && parts[1] === 'view' && parts[2]) {
    const m = /^(.+)-at-(.+?)-\d+$/.exec(parts[2]);
    if (m) return { title: fromSlug(m[1]!), company: fromSlug(m[2]!) };
  }
  // boards.greenhouse.io/acme/jobs/123, job-boards.greenhouse.io/acme/jobs/123
  if (host.endsWith('greenhouse.io') && parts[0] && parts[1] === 'jobs') return { title: '', company: fromSlug(parts[0]) };
  // jobs.lever.co/acme/uuid, jobs.ashbyhq.com/acme/uuid
  if ((host === 'jobs.lever.co' || host === 'jobs.ashbyhq.com') && parts[0]) return { title: '', company: fromSlug(parts[0]) };
  // apply.workable.com/acme/j/ABC123
  if (host === 'apply.workable.com' && parts[0]) return { title: '', company: fromSlug(parts[0]) };
  // jobs.smartrecruiters.com/AcmeCorp/744000012345-customer-success-manager
  if (host === 'jobs.smartrecruiters.com' && parts[0]) {
    const m = /^\d+-(.+)$/.exec(parts[1] ?? '');
    return { title: m ? fromSlug(m[1]!) : '', company: fromSlug(parts[0]) };
  }
  // acme.wd5.myworkdayjobs.com/...
  const workday = /^([a-z0-9-]+)\.wd\d+\.myworkdayjobs\.com$/.exec(host);
  if (workday) return { title: '', company: fromSlug(workday[1]!) };
  return { title: '', company: '' };
}

// ---- Advanced tracker (Premium): contacts, files, interview date, salary ----

/** People kept per job: a hiring manager, a recruiter, a referrer, the panel. */
export const CONTACTS_PER_JOB_MAX = 20;
/** Files kept per job: the resume and letter sent, the posting, an offer. */
export const FILES_PER_JOB_MAX = 10;
export const TRACKER_FILE_MAX_BYTES = 4 * 1024 * 1024;
export const TRACKER_FILE_TOO_LARGE = 'Files can be at most 4 MB.';
/** What the file picker offers; the server decides the type from the bytes, not from this list. */
export const TRACKER_FILE_ACCEPT = '.pdf,.docx,.doc,.txt,.png,.jpg,.jpeg';
export const CONTACT_NAME_MAX = 120;
export const CONTACT_ROLE_MAX = 120;
export const CONTACT_PHONE_MAX = 40;
export const CONTACT_NOTES_MAX = 2000;
export const SALARY_MAX = 100_000_000;

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = { year: 'per year', month: 'per month', hour: 'per hour' };
export const SALARY_CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'INR'] as const;

/** The job fields only the advanced tracker (Premium) may set. */
export const ADVANCED_JOB_FIELDS = ['interviewAt', 'salaryMin', 'salaryMax', 'salaryCurrency', 'salaryPeriod'] as const;
export const ADVANCED_FIELDS_MESSAGE = 'Interview dates and salary are part of the Premium toolkit. Upgrade on the pricing page to use them.';

/** Does a job payload set any advanced field? */
export function touchesAdvancedFields(payload: object): boolean {
  return ADVANCED_JOB_FIELDS.some((f) => f in payload);
}

/** "$90,000–$110,000 per year", "From €4,000 per month", or null when no amount is set. */
export function formatSalary(job: { salaryMin: number | null; salaryMax: number | null; salaryCurrency: string; salaryPeriod: SalaryPeriod }): string | null {
  const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: job.salaryCurrency, maximumFractionDigits: 0 }).format(n);
  const per = SALARY_PERIOD_LABELS[job.salaryPeriod];
  const { salaryMin: min, salaryMax: max } = job;
  if (min !== null && max !== null) return min === max ? `${money(min)} ${per}` : `${money(min)}–${money(max)} ${per}`;
  if (min !== null) return `From ${money(min)} ${per}`;
  if (max !== null) return `Up to ${money(max)} ${per}`;
  return null;
}

/** A stored instant as a `datetime-local` input's value, in the browser's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the member's wall clock) as the UTC instant the server stores. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * An interview time as the member reads it, with its zone named: "Tue, Dec 1, 2026, 2:30 PM EST".
 * Interviews are stored as UTC instants and entered on the member's own clock (a `datetime-local`
 * input), so they are shown in the browser's zone; `timeZone` is for callers that know another.
 */
export function formatInterview(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
}

/** The zone interview times are entered and shown in, by name ("America/New_York"). */
export function interviewTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

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

export const JOB_NOT_FOUND = 'That job is not in your tracker.';

// A malformed id is a job or item that does not exist.
const jobId = z.object({ id: z.uuid(JOB_NOT_FOUND) });
const contactIds = z.object({ id: z.uuid(JOB_NOT_FOUND), contactId: z.uuid('Not found.') });
const fileIds = z.object({ id: z.uuid(JOB_NOT_FOUND), fileId: z.uuid('Not found.') });

/**
 * The job tracker's routes. The room is the Pivot toolkit's; contacts, files and the interview's
 * calendar file are the advanced tracker's, Premium inside that room, so they ask for the plan.
 */
export const trackerRoutes = {
  /** What a pasted job link fills in; the link itself is never fetched. */
  jobLink: defineRoute({ method: 'GET', path: '/api/job-link', access: { tool: 'tracker' }, query: jobLinkQuerySchema, answer: answer<JobLinkAnswer>() }),
  list: defineRoute({ method: 'GET', path: '/api/tracker', access: { tool: 'tracker' }, answer: answer<{ jobs: TrackedJobView[] }>() }),
  /** A job saved by hand, from PivotMatch or from a pasted link; interview and salary need Premium. */
  create: defineRoute({
    method: 'POST',
    path: '/api/tracker',
    access: { tool: 'tracker' },
    body: newTrackedJobSchema,
    answer: answer<TrackedJobView>(),
    status: 201,
  }),
  /** A stage move, notes, dates; interview and salary need Premium. */
  update: defineRoute({
    method: 'PATCH',
    path: '/api/tracker/:id',
    access: { tool: 'tracker' },
    params: jobId,
    body: trackedJobPatchSchema,
    answer: answer<TrackedJobView>(),
  }),
  /** The job with its contacts and files. */
  remove: defineRoute({ method: 'DELETE', path: '/api/tracker/:id', access: { tool: 'tracker' }, params: jobId, answer: answer<{ deleted: string }>() }),
  contacts: defineRoute({
    method: 'GET',
    path: '/api/tracker/:id/contacts',
    access: { plan: 'premium' },
    params: jobId,
    answer: answer<{ contacts: ContactView[] }>(),
  }),
  addContact: defineRoute({
    method: 'POST',
    path: '/api/tracker/:id/contacts',
    access: { plan: 'premium' },
    params: jobId,
    body: newContactSchema,
    answer: answer<ContactView>(),
    status: 201,
  }),
  updateContact: defineRoute({
    method: 'PATCH',
    path: '/api/tracker/:id/contacts/:contactId',
    access: { plan: 'premium' },
    params: contactIds,
    body: contactPatchSchema,
    answer: answer<ContactView>(),
  }),
  deleteContact: defineRoute({
    method: 'DELETE',
    path: '/api/tracker/:id/contacts/:contactId',
    access: { plan: 'premium' },
    params: contactIds,
    answer: answer<{ deleted: string }>(),
  }),
  files: defineRoute({
    method: 'GET',
    path: '/api/tracker/:id/files',
    access: { plan: 'premium' },
    params: jobId,
    answer: answer<{ files: TrackedFileView[] }>(),
  }),
  /** One file in the multipart field "file". */
  attachFile: defineRoute({
    method: 'POST',
    path: '/api/tracker/:id/files',
    access: { plan: 'premium' },
    params: jobId,
    body: form,
    answer: answer<TrackedFileView>(),
    status: 201,
  }),
  /** The file itself: a link in the room, not a JSON answer. */
  file: defineRoute({ method: 'GET', path: '/api/tracker/:id/files/:fileId', access: { plan: 'premium' }, params: fileIds, answer: file() }),
  deleteFile: defineRoute({
    method: 'DELETE',
    path: '/api/tracker/:id/files/:fileId',
    access: { plan: 'premium' },
    params: fileIds,
    answer: answer<{ deleted: string }>(),
  }),
  /** The interview as a calendar file (a link); 409 when no date is set. */
  interviewIcs: defineRoute({ method: 'GET', path: '/api/tracker/:id/interview.ics', access: { plan: 'premium' }, params: jobId, answer: file() }),
};
