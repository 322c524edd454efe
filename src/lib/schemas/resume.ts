import { z } from 'zod';
import { RESUME_DATE_HINT, RESUME_DATE_PATTERN, RESUME_LIMITS, RESUME_TEMPLATES } from '../resume';
import { EXPORT_FORMATS, PAPER_SIZES } from '../export';

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
