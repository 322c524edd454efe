import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { implement, serve } from '~/server/http/route';
import { staffMoveIntroduction } from '~/server/introductions/requests';

/** Staff move one introduction request: start work on it, or record the outcome (e-mailed to the member). */
export default serve(implement(adminRoutes.moveIntroduction, ({ rt, user, params, body }) => staffMoveIntroduction(rt, user, params.id, body, rt.now())));

export const config: Config = { path: '/api/admin/introductions/:id' };
