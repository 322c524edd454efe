/**
 * The resume builder's shared facts and pure rules: limits, templates, and the JSON Resume
 * round trip (jsonresume.org), so members can move in and out. Browser-safe.
 */
import { z } from 'zod';
import { EXPORT_FORMATS, PAPER_SIZES } from './export';
import { answer, defineRoute, file, form } from './route';

export const RESUME_LIMITS = {
  /** Short fields: names, titles, dates. */
  text: 200,
  /** A bullet or a paragraph. */
  long: 1000,
  summary: 2000,
  /** Entries in one section. */
  list: 50,
  /** Bullets under one job or project. */
  bullets: 30,
  title: 120,
} as const;

/** Resumes one member keeps (one per target role is the idea). */
export const RESUMES_PER_MEMBER = 20;
/** Versions kept per resume; older ones are dropped. */
export const RESUME_VERSIONS_KEPT = 20;
/** Where a version came from: created (blank or imported) and restored states are never overwritten. */
export const RESUME_VERSION_KINDS = ['created', 'autosave', 'restored'] as const;
export type ResumeVersionKind = (typeof RESUME_VERSION_KINDS)[number];
/** Autosaves closer together than this update the newest autosave version instead of adding one. */
export const RESUME_VERSION_GAP_MS = 2 * 60_000;
/** Wait this long after the last keystroke before saving. */
export const AUTOSAVE_DELAY_MS = 800;
/** The largest resume the builder takes, as an imported resume.json or an autosave (the server's body limit for its routes). */
export const RESUME_MAX_BYTES = 256 * 1024;

/** JSON Resume dates: "2021", "2021-04" or "2021-04-12"; empty when not given. */
export const RESUME_DATE_PATTERN = /^(?:\d{4}(?:-\d{2}(?:-\d{2})?)?)?$/;
export const RESUME_DATE_HINT = 'Use a date like 2021, 2021-04 or 2021-04-12.';

const SECTION_NAMES: Record<string, [string, string]> = {
  work: ['Experience', 'job'],
  education: ['Education', 'school'],
  skills: ['Skills', 'skill'],
  certificates: ['Certificates', 'certificate'],
  projects: ['Projects', 'project'],
  languages: ['Languages', 'language'],
  profiles: ['Links', 'link'],
};
const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  position: 'Position',
  startDate: 'Start',
  endDate: 'End',
  date: 'Date',
  url: 'Link',
  email: 'Email',
  summary: 'Summary',
  highlights: 'Bullet',
  title: 'Resume name',
  targetRole: 'Target role',
};

/** A field's path in a save as the editor names it: "data.work.1.startDate" → "Experience, job 2: Start". */
export function resumeFieldName(path: string): string {
  const parts = path.split('.').filter((p) => p !== 'data' && p !== 'basics' && p !== 'location');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const section = SECTION_NAMES[part];
    if (section && /^\d+$/.test(parts[i + 1] ?? '')) {
      words.push(`${section[0]}, ${section[1]} ${Number(parts[++i]) + 1}`);
    } else if (/^\d+$/.test(part)) {
      words.push(`${Number(part) + 1}`);
    } else {
      words.push(FIELD_NAMES[part] ?? part);
    }
  }
  return words.join(', ').replace(/, (\d+)$/, ' $1');
}

export const RESUME_TEMPLATES = ['ats', 'two-column', 'compact', 'career-change'] as const;
export type ResumeTemplate = (typeof RESUME_TEMPLATES)[number];
export const RESUME_TEMPLATE_LABELS: Record<ResumeTemplate, { name: string; description: string }> = {
  ats: { name: 'Classic (ATS-safe)', description: 'One column, standard headings, nothing an applicant tracking system can misread.' },
  'two-column': { name: 'Two column', description: 'Skills, languages and certificates beside your experience.' },
  compact: { name: 'Compact', description: 'Tighter spacing to fit a long history on one page.' },
  'career-change': { name: 'Career changer', description: 'Leads with your transferable skills and summary, then experience.' },
};

export function emptyResumeData(): ResumeData {
  return {
    basics: { name: '', label: '', email: '', phone: '', url: '', summary: '', location: { city: '', region: '', countryCode: '' }, profiles: [] },
    work: [],
    education: [],
    skills: [],
    certificates: [],
    projects: [],
    languages: [],
  };
}

const isBlank = (value: unknown): boolean =>
  value === '' ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isBlank));

/** Drops empty strings, lists and objects, as JSON Resume files leave out what is not known. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune).filter((v) => !isBlank(v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const pruned = prune(v);
      if (!isBlank(pruned)) out[k] = pruned;
    }
    return out;
  }
  return value;
}

/** A resume.json file: the JSON Resume schema, with the builder's own facts under `meta`. */
export function toJsonResume(data: ResumeData, meta: { title: string; targetRole: string; template: ResumeTemplate; updatedAt?: string }) {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    ...(prune(data) as Partial<ResumeData>),
    meta: {
      version: 'v1.0.0',
      ...(meta.updatedAt ? { lastModified: meta.updatedAt } : {}),
      careerpivot: { title: meta.title, targetRole: meta.targetRole, template: meta.template },
    },
  };
}

/** What an imported resume.json says about itself, for the new resume's name, target and template. */
export function jsonResumeMeta(file: unknown): { title: string; targetRole: string; template: ResumeTemplate } {
  const own = (file as { meta?: { careerpivot?: { title?: unknown; targetRole?: unknown; template?: unknown } } })?.meta?.careerpivot;
  const label = (file as { basics?: { label?: unknown } })?.basics?.label;
  const template = (RESUME_TEMPLATES as readonly unknown[]).includes(own?.template) ? (own!.template as ResumeTemplate) : 'ats';
  const title =
    typeof own?.title === 'string' && own.title.trim() ? own.title.trim() : typeof label === 'string' && label.trim() ? label.trim() : 'Imported resume';
  return {
    title: title.slice(0, RESUME_LIMITS.title),
    targetRole: typeof own?.targetRole === 'string' ? own.targetRole.slice(0, RESUME_LIMITS.title) : '',
    template,
  };
}

/** "Basics, 3 jobs, 12 skills" */
export function describeResume(data: ResumeData): string {
  const parts: string[] = [];
  if (data.basics.name) parts.push(data.basics.name);
  const count = (n: number, one: string, many = `${one}s`) => n && parts.push(`${n} ${n === 1 ? one : many}`);
  count(data.work.length, 'job');
  count(data.education.length, 'school');
  count(
    data.skills.reduce((n, s) => n + Math.max(1, s.keywords.length), 0),
    'skill',
  );
  count(data.projects.length, 'project');
  count(data.certificates.length, 'certificate');
  return parts.join(', ') || 'Empty resume';
}

/** "Apr 2021", "2021", "Present" (an empty end date on a current job). */
export function formatResumeDate(value: string, fallback = ''): string {
  if (!value) return fallback;
  const [y, m] = value.split('-');
  if (!m) return y!;
  const month = new Date(Date.UTC(2000, Number(m) - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${y}`;
}

export function dateRange(start: string, end: string): string {
  if (!start && !end) return '';
  return `${formatResumeDate(start)} – ${formatResumeDate(end, 'Present')}`.replace(/^ – /, '');
}

const { text, long, list, bullets } = RESUME_LIMITS;
const s = (max: number = text) => z.string().trim().max(max).default('');
const date = z.string().trim().regex(RESUME_DATE_PATTERN, RESUME_DATE_HINT).default('');
const highlights = z.array(z.string().trim().max(long)).max(bullets).default([]);

/**
 * The resume itself: the sections of the JSON Resume schema (jsonresume.org) the builder edits.
 * Unknown fields of an imported file are dropped, never stored.
 */
export const resumeDataSchema = z.object({
  basics: z
    .object({
      name: s(),
      label: s(),
      email: s(),
      phone: s(),
      url: s(),
      summary: s(RESUME_LIMITS.summary),
      location: z.object({ city: s(), region: s(), countryCode: s(8) }).prefault({}),
      profiles: z
        .array(z.object({ network: s(), username: s(), url: s() }))
        .max(list)
        .default([]),
    })
    .prefault({}),
  work: z
    .array(z.object({ name: s(), position: s(), location: s(), startDate: date, endDate: date, summary: s(long), highlights }))
    .max(list)
    .default([]),
  education: z
    .array(z.object({ institution: s(), area: s(), studyType: s(), startDate: date, endDate: date, score: s() }))
    .max(list)
    .default([]),
  skills: z
    .array(z.object({ name: s(), level: s(), keywords: z.array(z.string().trim().max(text)).max(list).default([]) }))
    .max(list)
    .default([]),
  certificates: z
    .array(z.object({ name: s(), issuer: s(), date, url: s() }))
    .max(list)
    .default([]),
  projects: z
    .array(z.object({ name: s(), description: s(long), url: s(), startDate: date, endDate: date, highlights }))
    .max(list)
    .default([]),
  languages: z
    .array(z.object({ language: s(), fluency: s() }))
    .max(list)
    .default([]),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;

const title = z.string().trim().min(1, 'Give the resume a name, such as the role it is for.').max(RESUME_LIMITS.title);
const targetRole = z.string().trim().max(RESUME_LIMITS.title).default('');

/** POST /api/resumes: a new resume, blank or from an imported resume.json. */
export const newResumeSchema = z.object({ title, targetRole, template: z.enum(RESUME_TEMPLATES).default('ats'), data: resumeDataSchema.prefault({}) }).strict();
export type NewResume = z.infer<typeof newResumeSchema>;

/** PUT /api/resumes/:id: the autosave (the whole resume each time: the last write wins). */
export const saveResumeSchema = z.object({ title, targetRole, template: z.enum(RESUME_TEMPLATES), data: resumeDataSchema }).strict();
export type SaveResume = z.infer<typeof saveResumeSchema>;

/** POST /api/resumes/:id/versions: put an earlier version back (it becomes the newest). */
export const restoreVersionSchema = z.object({ versionId: z.uuid() }).strict();

/** A resume as the API answers it. */
export interface ResumeView {
  id: string;
  title: string;
  targetRole: string;
  template: (typeof RESUME_TEMPLATES)[number];
  data: ResumeData;
  createdAt: string;
  updatedAt: string;
}
export interface ResumeSummary {
  id: string;
  title: string;
  targetRole: string;
  updatedAt: string;
}
export interface ResumeVersionSummary {
  id: string;
  savedAt: string;
  /** created: as first made or imported; restored: an earlier version put back; autosave: your edits. */
  kind: 'created' | 'autosave' | 'restored';
  /** "Basics, 3 jobs, 12 skills": enough to tell versions apart. */
  summary: string;
}

/** GET /api/resumes/:id/export: the file to make. The template defaults to the resume's own. */
export const resumeExportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: 'Choose pdf or docx.' }),
    paper: z.enum(PAPER_SIZES, { error: 'Choose letter or a4.' }).default('letter'),
    template: z.enum(RESUME_TEMPLATES).optional(),
  })
  .strict();

/** POST /api/resume-import: the small fields beside the uploaded file (multipart). */
export const resumeImportFieldsSchema = z
  .object({
    title: z.string().trim().max(RESUME_LIMITS.title).default(''),
    targetRole,
    template: z.enum(RESUME_TEMPLATES).default('ats'),
  })
  .strict();

/** The answer to an import: the new resume, and what was and was not read from the file. */
export interface ResumeImportResult {
  resume: ResumeView;
  read: string[];
  unread: string[];
}

export const RESUME_NOT_FOUND = 'That resume is not in your account.';

// Anything not a uuid is a resume that does not exist.
const resumeId = z.object({ id: z.uuid(RESUME_NOT_FOUND) });

/** The resume builder (Pivot toolkit). */
export const resumeRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/resumes', access: { tool: 'resumes' }, answer: answer<{ resumes: ResumeSummary[] }>() }),
  /** A new resume, blank or imported from resume.json. */
  create: defineRoute({
    method: 'POST',
    path: '/api/resumes',
    access: { tool: 'resumes' },
    body: newResumeSchema,
    maxBytes: RESUME_MAX_BYTES,
    answer: answer<ResumeView>(),
    status: 201,
  }),
  resume: defineRoute({ method: 'GET', path: '/api/resumes/:id', access: { tool: 'resumes' }, params: resumeId, answer: answer<ResumeView>() }),
  /** The autosave: the whole resume each time. */
  save: defineRoute({
    method: 'PUT',
    path: '/api/resumes/:id',
    access: { tool: 'resumes' },
    params: resumeId,
    body: saveResumeSchema,
    maxBytes: RESUME_MAX_BYTES,
    answer: answer<ResumeView>(),
  }),
  remove: defineRoute({ method: 'DELETE', path: '/api/resumes/:id', access: { tool: 'resumes' }, params: resumeId, answer: answer<{ deleted: string }>() }),
  /** The last RESUME_VERSIONS_KEPT versions. */
  versions: defineRoute({
    method: 'GET',
    path: '/api/resumes/:id/versions',
    access: { tool: 'resumes' },
    params: resumeId,
    answer: answer<{ versions: ResumeVersionSummary[] }>(),
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/resumes/:id/versions',
    access: { tool: 'resumes' },
    params: resumeId,
    body: restoreVersionSchema,
    answer: answer<ResumeView>(),
  }),
  /**
   * The PDF or DOCX file, a plain link. The plan, not the room: export stays open while the resume
   * builder's feature is off (decision 0014).
   */
  export: defineRoute({
    method: 'GET',
    path: '/api/resumes/:id/export',
    access: { plan: 'pivot' },
    params: resumeId,
    query: resumeExportQuerySchema,
    answer: file(),
  }),
  /** A new resume from an uploaded PDF or DOCX (multipart field "resume", beside resumeImportFieldsSchema's fields). */
  import: defineRoute({
    method: 'POST',
    path: '/api/resume-import',
    access: { tool: 'resumes' },
    body: form,
    answer: answer<ResumeImportResult>(),
    status: 201,
  }),
};
