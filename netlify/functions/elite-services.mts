import type { Config } from '@netlify/functions';
import { eliteRoutes } from '~/lib/elite';
import { eliteOverview } from '~/server/elite/overview';
import { implement, serve } from '~/server/http/route';

/** The Elite dashboard: what is waiting in each Elite service for the member, Elite members only. */
export default serve(implement(eliteRoutes.services, ({ rt, user }) => eliteOverview(rt.db, user.id, rt.now())));

export const config: Config = { path: '/api/elite/services' };
