import type { Config } from '@netlify/functions';
import { introductionsRoutes } from '~/lib/introductions';
import { implement, serve } from '~/server/http/route';
import { withdrawIntroduction } from '~/server/introductions/requests';

/** One of the member's introduction requests (Elite): withdraw it while it is open (PATCH {status:"withdrawn"}). */
export default serve(implement(introductionsRoutes.withdraw, ({ rt, user, params }) => withdrawIntroduction(rt, user, params.id, rt.now())));

export const config: Config = { path: '/api/introductions/:id' };
