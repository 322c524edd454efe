import type { Config } from '@netlify/functions';
import { trackerRoutes } from '~/lib/tracker';
import { implement, serve } from '~/server/http/route';
import { draftFromLink } from '~/server/tracker/jobs';

/** What a pasted job link fills in for the tracker; the link itself is never fetched. */
export default serve(implement(trackerRoutes.jobLink, ({ rt, query }) => draftFromLink(rt.db, query.url)));

export const config: Config = { path: '/api/job-link' };
