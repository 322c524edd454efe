import { z } from 'zod';
import { NAVIGATOR_TITLE_MAX } from '../navigator';

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
