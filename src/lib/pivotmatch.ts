/**
 * PivotMatch: resume rules, display rules, API payload types and the built-in sample
 * matches used as the search fallback. Pure: no React,
 * no fetch, so the island and the server functions can share it.
 */
import type { RoleMatch } from './interviews';
import { hiddenOpportunitiesQuerySchema, type HiddenOpportunitiesView } from './navigator';
import type { OccupationRef, ResumeRoles } from './resume-roles';
import { answer, defineRoute, form } from './route';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------
// Constants

/** Maximum resume size: 5 MB. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
/**
 * A Netlify request carries about 4.5 MB of file, so larger files go up in parts of this size
 * and the server joins them (docs/decisions/0006).
 */
export const UPLOAD_PART_BYTES = 3 * 1024 * 1024;

/** The parts of a file to send, as [start, end) byte ranges. */
export function uploadParts(size: number, partBytes = UPLOAD_PART_BYTES): [number, number][] {
  const parts: [number, number][] = [];
  for (let start = 0; start < size || parts.length === 0; start += partBytes) parts.push([start, Math.min(size, start + partBytes)]);
  return parts;
}
/** Re-check a processing resume this often. */
export const POLL_INTERVAL_MS = 2000;
/** The upload progress bar advances PROGRESS_STEP points every PROGRESS_TICK_MS up to PROGRESS_CAP. */
export const PROGRESS_STEP = 10;
export const PROGRESS_TICK_MS = 500;
export const PROGRESS_CAP = 90;
/** Match badge thresholds: green at 80 or above, yellow at 60 or above, grey below. */
export const BADGE_GREEN_MIN = 80;
export const BADGE_YELLOW_MIN = 60;
/** Extracted skills shown before "+N more". */
export const SKILLS_SHOWN = 10;
/** Matched skills per job shown before "+N more". */
export const MATCHED_SKILLS_SHOWN = 5;
/** The sample fallback pretends to search for 1 to 1.5 s. */
export const FALLBACK_DELAY_MIN_MS = 1000;
export const FALLBACK_DELAY_MAX_MS = 1500;

export const RESUME_MIME_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
export const RESUME_EXTENSIONS = ['.pdf', '.docx'] as const;
/** The file picker's accept attribute. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

// ---------------------------------------------------------------------------------------
// API payloads

export interface UploadResumeResponse {
  success: boolean;
  sessionId: string;
  message?: string;
  /** False while parts of a large file are still to come. */
  complete?: boolean;
}

export type ResumeStatus = 'processing' | 'completed' | 'failed';

/** The resume section a mention sits in (the reader's section keys), or null above any heading. */
export type ResumeSection = 'summary' | 'work' | 'education' | 'skills' | 'certificates' | 'projects' | 'languages' | 'links' | 'other';

/** One piece of text that supports an extracted skill. */
export interface EvidenceSpan {
  /** The words as the resume writes them ("Esri ArcGIS", "pivot tables"). */
  text: string;
  /** The line around them, at most about 160 characters. */
  quote: string;
  section: ResumeSection | null;
  /** Offsets of `text` in the resume's extracted text. */
  start: number;
  end: number;
}

/**
 * A skill read from a resume, named as the resume writes it ("Kafka"), with the vocabulary's
 * entry beside it ("Apache Kafka"), which matching and search use. A skill the resume lists that
 * the vocabulary does not know ("TestRail" in a skills section) has no canonical entry and no
 * category, and takes no part in ranking jobs. Evidence: at most 3 spans, in reading order.
 */
export interface SkillEvidence {
  /** The resume's own words for the skill. */
  name: string;
  /** The vocabulary's name for it, or null for a listed skill the vocabulary does not know. */
  canonical: string | null;
  /** The vocabulary's field of the skill (software, healthcare, …), or null without a canonical entry. */
  category: string | null;
  evidence: EvidenceSpan[];
}

/** The vocabulary's names of the skills read, once each, in reading order: what matching uses. */
export function canonicalSkills(read: readonly Pick<SkillEvidence, 'canonical'>[]): string[] {
  return [...new Set(read.flatMap((s) => (s.canonical ? [s.canonical] : [])))];
}

export interface ResumeData {
  /** The skills as the resume writes them (each one's `name`). */
  skills: string[];
  location: string | null;
  /** The text behind each skill, in the order of `skills`; empty for resumes read before it was kept. */
  evidence?: SkillEvidence[];
}

export interface ResumeStatusResponse {
  status: ResumeStatus;
  data?: ResumeData & { roles: ResumeRoles };
  message?: string;
}

/** Search filters: each a list of strings. */
export interface SearchFilters {
  location: string[];
  title: string[];
  company: string[];
}

export interface SearchJobsRequest {
  sessionId: string;
  filters: SearchFilters;
}

export interface JobMatch {
  title: string;
  company: string;
  location: string;
  match_percentage: number;
  /** Comma-separated. */
  matched_skills: string;
  link: string;
  description: string;
  /** A generated sample listing (its link is its page on this site), not a real vacancy. */
  sample?: boolean;
  /** The job's O*NET occupation, or null when its title names none well enough. */
  occupation: OccupationRef | null;
  /** Why it matches, in one line quoting the resume ("Your work as … transfers: … (from ‘…’). To add: …"). */
  why: string;
}

export interface SearchJobsResponse {
  success: boolean;
  matches: JobMatch[];
  message?: string;
  /**
   * Matches beyond the list that Elite would see: visitors and plans below Elite get the best
   * PIVOTMATCH_RESULTS_BELOW_ELITE (lib/catalogue.ts) and this count (docs/decisions/0016).
   */
  moreCount?: number;
  /** True when the viewer has Elite's PivotMatch: every match, match history and saved searches. */
  elite?: boolean;
  /** Said when the place was widened: "3 near Salt Lake City; more across Utah and remote". */
  placeNote?: string | null;
}

// ---------------------------------------------------------------------------------------
// Elite: saved searches and match history (issue 14)

/** Searches one Elite member's history keeps: the newest 50. */
export const MATCH_HISTORY_MAX = 50;
/** Matches kept with each history entry. */
export const HISTORY_TOP_MATCHES = 5;
/** A saved search's name is at most this long. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** A match as history and alerts keep it: enough to recognise and open it. */
export interface MatchSummary {
  title: string;
  company: string;
  location: string;
  match_percentage: number;
  link: string;
  /** The job's O*NET occupation (absent in history kept before occupations were known). */
  occupation?: OccupationRef | null;
}

export interface MatchHistoryEntry {
  id: string;
  fileName: string | null;
  filters: SearchFilters;
  resultCount: number;
  topMatches: MatchSummary[];
  createdAt: string;
}

export interface SavedSearchView {
  id: string;
  name: string;
  filters: SearchFilters;
  /** The resume's skills when the search was saved (the search runs on these). */
  skills: string[];
  location: string | null;
  alertsOn: boolean;
  /** When the daily alert last ran this search; null before its first run. */
  lastCheckedAt: string | null;
  /** Jobs that matched after saving (each announced once by an alert). */
  newMatchCount: number;
  createdAt: string;
}

export interface SavedSearchesResponse {
  searches: SavedSearchView[];
  max: number;
}

export interface SavedSearchRunResponse {
  search: SavedSearchView;
  matches: JobMatch[];
  message: string;
}

/** "Tampa, FL · title: Analyst · company: Acme", or "No filters". */
export function describeFilters(filters: SearchFilters): string {
  const parts: string[] = [];
  if (filters.location.length) parts.push(filters.location.join(', '));
  if (filters.title.length) parts.push(`title: ${filters.title.join(', ')}`);
  if (filters.company.length) parts.push(`company: ${filters.company.join(', ')}`);
  return parts.length ? parts.join(' · ') : 'No filters';
}

// ---------------------------------------------------------------------------------------
// Rules

export interface FileProblem {
  title: string;
  description: string;
}

/** null when the file may be uploaded, else the toast to show. */
export function validateResumeFile(file: { name: string; type: string; size: number }): FileProblem | null {
  const name = file.name.toLowerCase();
  const typeOk = (RESUME_MIME_TYPES as readonly string[]).includes(file.type) || RESUME_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!typeOk) return { title: 'Invalid file type', description: 'Please upload a PDF or DOCX file' };
  if (file.size > MAX_RESUME_BYTES) return { title: 'File too large', description: 'Maximum file size is 5MB' };
  return null;
}

/** The next value of the upload progress bar while the upload is in flight. */
export function nextProgress(current: number): number {
  return Math.min(current + PROGRESS_STEP, PROGRESS_CAP);
}

export type BadgeColour = 'green' | 'yellow' | 'grey';

export function badgeColour(pct: number): BadgeColour {
  if (pct >= BADGE_GREEN_MIN) return 'green';
  if (pct >= BADGE_YELLOW_MIN) return 'yellow';
  return 'grey';
}

/** "Tampa, Remote , " → ["Tampa", "Remote"]. */
export function splitFilterList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The first n items, and how many are left for "+N more". */
export function overflow<T>(list: readonly T[], n: number): { shown: T[]; more: number } {
  return { shown: list.slice(0, n), more: Math.max(0, list.length - n) };
}

/** A match's comma-separated skills as a list. */
export function matchedSkillList(matched: string): string[] {
  return splitFilterList(matched);
}

/**
 * The toast message for a failed upload: the server's JSON `message` when there is one,
 * else "Failed to upload resume".
 */
export function uploadFailureMessage(bodyText: string): string {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    /* not JSON */
  }
  return 'Failed to upload resume';
}

/** A delay between 1 and 1.5 s for the sample fallback. */
export function fallbackDelayMs(random: () => number = Math.random): number {
  return FALLBACK_DELAY_MIN_MS + Math.floor(random() * (FALLBACK_DELAY_MAX_MS - FALLBACK_DELAY_MIN_MS));
}

// ---------------------------------------------------------------------------------------
// Sample matches (shown when there is no resume session or the search fails)

export type SampleRegion = 'tampa' | 'boston' | 'remote' | 'other';

/** Which sample set a location text picks: Tampa/Florida, Boston/MA, remote, or other. */
export function sampleRegion(locationText: string): SampleRegion {
  const t = locationText.toLowerCase();
  if (/tampa|florida|\bfl\b/.test(t)) return 'tampa';
  if (/boston|massachusetts|\bma\b/.test(t)) return 'boston';
  if (/remote/.test(t)) return 'remote';
  return 'other';
}

/** Sample postings are not real listings: "View Job" opens a live job search for the role. */
function searchLink(title: string, company: string, location: string): string {
  const q = new URLSearchParams({ keywords: `${title} ${company}`, location });
  return `https://www.linkedin.com/jobs/search/?${q.toString()}`;
}

function sample(title: string, company: string, location: string, match_percentage: number, skills: string[], description: string): JobMatch {
  return {
    title,
    company,
    location,
    match_percentage,
    matched_skills: skills.join(', '),
    link: searchLink(title, company, location),
    description,
    // The offline fallback knows no occupation and quotes no resume.
    occupation: null,
    why: '',
  };
}

export const SAMPLE_MATCHES: Readonly<Record<SampleRegion, readonly JobMatch[]>> = {
  tampa: [
    sample(
      'Project Manager',
      'Raymond James',
      'St. Petersburg, FL',
      88,
      ['Project Management', 'Stakeholder Communication', 'Agile', 'Budgeting', 'Risk Management', 'Reporting'],
      'Lead cross-functional projects for the technology group, keep delivery on schedule and report progress to business stakeholders.',
    ),
    sample(
      'Business Analyst',
      'Jabil',
      'St. Petersburg, FL',
      81,
      ['Data Analysis', 'Requirements Gathering', 'SQL', 'Process Improvement', 'Excel'],
      'Translate operations needs into clear requirements, analyse manufacturing data and support process improvement initiatives.',
    ),
    sample(
      'Customer Success Manager',
      'Kforce',
      'Tampa, FL',
      72,
      ['Customer Relationship Management', 'Communication', 'Problem Solving', 'CRM Software'],
      'Own relationships with a portfolio of client accounts, run onboarding and quarterly reviews, and grow retention.',
    ),
    sample(
      'Operations Coordinator',
      'Tampa General Hospital',
      'Tampa, FL',
      64,
      ['Scheduling', 'Operations', 'Team Coordination'],
      'Coordinate daily operations across departments, manage schedules and keep teams aligned on priorities.',
    ),
  ],
  boston: [
    sample(
      'Product Manager',
      'HubSpot',
      'Boston, MA',
      86,
      ['Product Strategy', 'User Research', 'Roadmapping', 'Agile', 'Data Analysis', 'Stakeholder Communication'],
      'Define the roadmap for a customer-facing product area, work with design and engineering, and measure outcomes.',
    ),
    sample(
      'Data Analyst',
      'Wayfair',
      'Boston, MA',
      79,
      ['SQL', 'Data Analysis', 'Python', 'Dashboarding', 'Excel'],
      'Turn customer and supply chain data into dashboards and recommendations that guide business decisions.',
    ),
    sample(
      'Program Coordinator',
      'Mass General Brigham',
      'Boston, MA',
      68,
      ['Program Management', 'Scheduling', 'Communication', 'Reporting'],
      'Support clinical research programmes with planning, budgeting, vendor coordination and status reporting.',
    ),
    sample(
      'Learning and Development Specialist',
      'Fidelity Investments',
      'Boston, MA',
      55,
      ['Training', 'Presentation', 'Curriculum Design'],
      'Design and deliver training for new associates and measure how learning programmes affect performance.',
    ),
  ],
  remote: [
    sample(
      'Technical Project Manager',
      'GitLab',
      'Remote',
      84,
      ['Project Management', 'Agile', 'Remote Collaboration', 'Risk Management', 'Stakeholder Communication', 'Documentation'],
      'Coordinate releases across distributed engineering teams, write clear plans and keep stakeholders informed asynchronously.',
    ),
    sample(
      'Customer Success Manager',
      'Zapier',
      'Remote',
      77,
      ['Customer Relationship Management', 'Onboarding', 'Communication', 'Problem Solving'],
      'Help customers automate their work, run onboarding sessions and turn feedback into product insights.',
    ),
    sample(
      'Content Strategist',
      'Automattic',
      'Remote',
      66,
      ['Writing', 'Content Strategy', 'SEO', 'Editing'],
      'Plan and write content that helps users succeed, working with product and marketing teams across time zones.',
    ),
    sample(
      'Operations Analyst',
      'Shopify',
      'Remote',
      58,
      ['Data Analysis', 'Process Improvement', 'Excel'],
      'Analyse operational metrics, find bottlenecks and recommend process changes to support merchant growth.',
    ),
  ],
  other: [
    sample(
      'Project Coordinator',
      'Deloitte',
      'Multiple locations',
      82,
      ['Project Management', 'Scheduling', 'Stakeholder Communication', 'Reporting', 'Budgeting'],
      'Support consulting engagements with planning, status reporting and coordination between client and project teams.',
    ),
    sample(
      'Business Operations Analyst',
      'Salesforce',
      'Multiple locations',
      74,
      ['Data Analysis', 'Process Improvement', 'CRM Software', 'Excel'],
      'Analyse sales operations data, maintain reporting and drive improvements to internal processes.',
    ),
    sample(
      'Account Manager',
      'Oracle',
      'Multiple locations',
      63,
      ['Customer Relationship Management', 'Negotiation', 'Communication'],
      'Manage a book of enterprise customers, understand their goals and expand adoption of cloud products.',
    ),
    sample(
      'Training Specialist',
      'Accenture',
      'Multiple locations',
      52,
      ['Training', 'Presentation', 'Communication'],
      'Deliver onboarding and upskilling sessions for client teams adopting new tools and processes.',
    ),
  ],
};

function matchesAny(value: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const v = value.toLowerCase();
  return terms.some((term) => v.includes(term.toLowerCase()));
}

/** Sample matches for the location text, filtered by title and company (case-insensitive substring). */
export function sampleMatches(filters: SearchFilters): JobMatch[] {
  const region = sampleRegion(filters.location.join(' '));
  return SAMPLE_MATCHES[region].filter((job) => matchesAny(job.title, filters.title) && matchesAny(job.company, filters.company));
}

const filterList = z.array(z.string().trim().max(100)).max(10).default([]);
const filters = z.object({ location: filterList, title: filterList, company: filterList }).strict().default({ location: [], title: [], company: [] });
const searchName = z
  .string()
  .trim()
  .min(1, 'Give the search a name.')
  .max(SAVED_SEARCH_NAME_MAX, `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters.`);

export const searchJobsSchema = z
  .object({
    sessionId: z.string().uuid('sessionId must be a resume session id.'),
    filters,
  })
  .strict();

/** Save this search (Elite): a name, the resume session the results came from, and the filters. */
export const savedSearchCreateSchema = z
  .object({
    name: searchName,
    sessionId: z.string().uuid('sessionId must be a resume session id.'),
    filters,
  })
  .strict();

/** Rename a saved search, or turn its alerts off or on. */
export const savedSearchPatchSchema = z
  .object({ name: searchName.optional(), alertsOn: z.boolean().optional() })
  .strict()
  .refine((p) => p.name !== undefined || p.alertsOn !== undefined, 'Send a new name or alertsOn.');

/** Form fields sent beside the `resume` file when a large file arrives in parts. */
export const uploadPartSchema = z.object({
  uploadId: z.string().uuid().optional(),
  partIndex: z.coerce.number().int().min(0).max(9).default(0),
  partCount: z.coerce.number().int().min(1).max(10).default(1),
  totalBytes: z.coerce.number().int().min(1).optional(),
});

/** Change the role PivotMatch reads the member as (current) or ranks toward (target); a null title clears it. */
export const resumeRoleSchema = z
  .object({
    sessionId: z.string().uuid('sessionId must be a resume session id.'),
    role: z.enum(['current', 'target'], { message: 'role must be current or target.' }),
    title: z.string().trim().min(2, 'Type at least two letters of a job title.').max(120, 'A job title can be at most 120 characters.').nullable(),
    code: z
      .string()
      .regex(/^\d{2}-\d{4}\.\d{2}$/, 'code must be an O*NET-SOC code such as 13-1081.00.')
      .nullable()
      .default(null),
  })
  .strict();

/** The title search behind the role picker: what was typed. */
export const occupationTitleQuerySchema = z.object({ q: z.string().trim().min(2, 'Type at least two letters.').max(80) }).strict();

/** Said for a resume session id that is malformed, or not the caller's. */
export const RESUME_SESSION_NOT_FOUND = 'Resume session not found.';
/** Said for a saved search id that is malformed, or not the member's. */
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found.';

const resumeSessionId = z.object({ sessionId: z.uuid(RESUME_SESSION_NOT_FOUND) });
const savedSearchId = z.object({ id: z.uuid(SAVED_SEARCH_NOT_FOUND) });

// PivotMatch is open to visitors: the upload, status, roles and search routes are public, and the
// function checks the resume's owner (the account, or the browser that uploaded it) itself.
export const pivotmatchRoutes = {
  /** One resume file, or one part of a large one (multipart); sets the resume-owner cookie for a visitor. */
  upload: defineRoute({ method: 'POST', path: '/api/pivotmatch/upload-resume', access: { public: true }, body: form, answer: answer<UploadResumeResponse>() }),
  status: defineRoute({
    method: 'GET',
    path: '/api/pivotmatch/resume-status/:sessionId',
    access: { public: true },
    params: resumeSessionId,
    answer: answer<ResumeStatusResponse>(),
  }),
  /** Deletes an uploaded resume and everything read from it (the owner's right, issue 4). */
  discard: defineRoute({
    method: 'DELETE',
    path: '/api/pivotmatch/resume/:sessionId',
    access: { public: true },
    params: resumeSessionId,
    answer: answer<{ success: boolean; message: string }>(),
  }),
  /** The role a resume is read as (current) or ranked toward (target). */
  roles: defineRoute({
    method: 'PUT',
    path: '/api/pivotmatch/roles',
    access: { public: true },
    body: resumeRoleSchema,
    answer: answer<{ roles: ResumeRoles }>(),
  }),
  /** O*NET titles matching what was typed, for the role picker. */
  occupationTitles: defineRoute({
    method: 'GET',
    path: '/api/pivotmatch/occupation-titles',
    access: { public: true },
    query: occupationTitleQuerySchema,
    answer: answer<{ titles: RoleMatch[] }>(),
  }),
  search: defineRoute({
    method: 'POST',
    path: '/api/pivotmatch/search-jobs',
    access: { public: true },
    body: searchJobsSchema,
    answer: answer<SearchJobsResponse>(),
  }),
  history: defineRoute({ method: 'GET', path: '/api/pivotmatch/history', access: { tool: 'matches' }, answer: answer<{ history: MatchHistoryEntry[] }>() }),
  savedSearches: defineRoute({ method: 'GET', path: '/api/pivotmatch/saved-searches', access: { tool: 'matches' }, answer: answer<SavedSearchesResponse>() }),
  /** Saves the search just run. */
  saveSearch: defineRoute({
    method: 'POST',
    path: '/api/pivotmatch/saved-searches',
    access: { tool: 'matches' },
    body: savedSearchCreateSchema,
    answer: answer<SavedSearchView>(),
    status: 201,
  }),
  /** Renames a saved search, or turns its alerts off or on. */
  updateSearch: defineRoute({
    method: 'PATCH',
    path: '/api/pivotmatch/saved-searches/:id',
    access: { tool: 'matches' },
    params: savedSearchId,
    body: savedSearchPatchSchema,
    answer: answer<SavedSearchView>(),
  }),
  deleteSearch: defineRoute({
    method: 'DELETE',
    path: '/api/pivotmatch/saved-searches/:id',
    access: { tool: 'matches' },
    params: savedSearchId,
    answer: answer<{ deleted: string }>(),
  }),
  /** Runs a saved search now: every current match. */
  runSearch: defineRoute({
    method: 'POST',
    path: '/api/pivotmatch/saved-searches/:id/run',
    access: { tool: 'matches' },
    params: savedSearchId,
    answer: answer<SavedSearchRunResponse>(),
  }),
  /** Jobs the member would not search for, found through the navigator's paths. */
  hiddenOpportunities: defineRoute({
    method: 'GET',
    path: '/api/pivotmatch/hidden-opportunities',
    access: { tool: 'matches' },
    query: hiddenOpportunitiesQuerySchema,
    answer: answer<HiddenOpportunitiesView>(),
  }),
};
