import { z } from 'zod';
import { LINKEDIN_ROLE_MAX } from '../linkedin';

/** POST /api/linkedin/suggestions: one of the member's resumes and, optionally, the role they want (else the resume's own target role). */
export const linkedInRequestSchema = z
  .object({
    resumeId: z.uuid('Choose one of your resumes.'),
    targetRole: z.string().trim().max(LINKEDIN_ROLE_MAX, `A target role can be at most ${LINKEDIN_ROLE_MAX} characters.`).optional(),
  })
  .strict();
export type LinkedInRequest = z.infer<typeof linkedInRequestSchema>;
