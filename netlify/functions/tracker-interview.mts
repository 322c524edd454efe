import type { Config } from '@netlify/functions';
import { trackerRoutes } from '~/lib/tracker';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';
import { interviewFile } from '~/server/tracker/interview';

/** A tracked job's interview as a calendar file (advanced tracker, Premium inside the Pivot tracker room). */
export default serve(
  implement(trackerRoutes.interviewIcs, async ({ rt, user, params }) => {
    const { text, fileName } = await interviewFile(rt.db, user.id, params.id, { siteUrl: rt.siteUrl, now: rt.now() });
    return download(new TextEncoder().encode(text), { contentType: 'text/calendar; charset=utf-8', fileName });
  }),
);

export const config: Config = { path: '/api/tracker/:id/interview.ics' };
