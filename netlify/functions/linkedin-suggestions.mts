import type { Config } from '@netlify/functions';
import { linkedinRoutes } from '~/lib/linkedin';
import { implement, serve } from '~/server/http/route';
import { linkedInSuggestions } from '~/server/linkedin/suggestions';

/** LinkedIn suggestions (Pivot toolkit): headlines, an About section and skills to add, from one of the member's resumes and a target role. */
export default serve(implement(linkedinRoutes.suggestions, ({ rt, user, body }) => linkedInSuggestions(rt.db, user.id, body)));

export const config: Config = { path: '/api/linkedin/suggestions' };
