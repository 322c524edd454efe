import { z } from 'zod';
import { COVER_LETTER_LIMITS as L, type LetterRequirements } from '../cover-letter';
import { EXPORT_FORMATS, PAPER_SIZES } from '../export';

const company = z.string().trim().min(1, 'Enter the company.').max(L.company, `Keep the company to ${L.company} characters.`);
const role = z.string().trim().min(1, 'Enter the role you are applying for.').max(L.role, `Keep the role to ${L.role} characters.`);
const jobDescription = z
  .string()
  .trim()
  .max(L.jobDescription, `The job description can be at most ${L.jobDescription.toLocaleString('en-US')} characters: paste the part about the role.`);
const text = (max: number, what: string) => z.string().max(max, `Keep the ${what} to ${max.toLocaleString('en-US')} characters.`);
const letter = {
  greeting: text(L.greeting, 'greeting'),
  paragraphs: z.array(text(L.paragraph, 'paragraph')).max(L.paragraphs, `A letter can have at most ${L.paragraphs} paragraphs.`),
  closing: text(L.closing, 'closing'),
};
const resumeId = z.uuid('Choose one of your resumes.');
const trackedJobId = z.uuid('Choose a job from your tracker.').nullable();

/** POST /api/cover-letters/draft: a draft from a resume and a pasted job description, not saved. */
export const coverLetterDraftSchema = z.object({ resumeId, company, role, jobDescription: jobDescription.min(1, 'Paste the job description.') }).strict();
export type CoverLetterDraftRequest = z.infer<typeof coverLetterDraftSchema>;

/** POST /api/cover-letters: a letter to keep (the draft as the member has it), optionally for a tracked job. */
export const newCoverLetterSchema = z
  .object({ resumeId: resumeId.nullable(), trackedJobId: trackedJobId.optional().default(null), company, role, jobDescription, ...letter })
  .strict();
export type NewCoverLetter = z.infer<typeof newCoverLetterSchema>;

/** PUT /api/cover-letters/:id: the autosave, the whole letter each time (the last write wins). */
export const saveCoverLetterSchema = z.object({ resumeId: resumeId.nullable(), trackedJobId, company, role, jobDescription, ...letter }).strict();
export type SaveCoverLetter = z.infer<typeof saveCoverLetterSchema>;

/** GET /api/cover-letters/:id/export: the file and the paper. */
export const coverLetterExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS), paper: z.enum(PAPER_SIZES).default('letter') }).strict();

/** The tracked job a letter is for, as the list shows it. */
export interface LetterJob {
  id: string;
  title: string;
  company: string;
  stage: string;
}

/** A cover letter as the API answers it. */
export interface CoverLetterView {
  id: string;
  resumeId: string | null;
  /** The resume's name, or null once it is deleted. */
  resumeTitle: string | null;
  trackedJobId: string | null;
  trackedJob: LetterJob | null;
  company: string;
  role: string;
  jobDescription: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  /** What the description asks for that the resume shows, and what it does not. */
  requirements: LetterRequirements;
  createdAt: string;
  updatedAt: string;
}

export interface CoverLetterSummary {
  id: string;
  company: string;
  role: string;
  resumeTitle: string | null;
  trackedJob: LetterJob | null;
  updatedAt: string;
}

/** POST /api/cover-letters/draft answers the letter and what it was drafted against. */
export interface CoverLetterDraftAnswer {
  greeting: string;
  paragraphs: string[];
  closing: string;
  requirements: LetterRequirements;
}
