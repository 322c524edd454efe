import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from '../pivotmatch';

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

export const sessionIdSchema = z.string().uuid();

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
