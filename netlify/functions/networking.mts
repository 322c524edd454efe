import type { Config } from '@netlify/functions';
import { networkingRoutes } from '~/lib/networking';
import { implement, serve } from '~/server/http/route';
import { networkingOverview } from '~/server/networking/messages';

/** The networking and follow-up helper (Premium): templates, tracked jobs with contacts, sent messages. */
export default serve(implement(networkingRoutes.overview, ({ rt, user }) => networkingOverview(rt.db, user.id)));

export const config: Config = { path: '/api/networking' };
