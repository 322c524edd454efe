import type { Config } from '@netlify/functions';
import { newsletterRoutes } from '~/lib/newsletter';
import { implement, serve } from '~/server/http/route';
import { deleteIssue, saveIssue } from '~/server/newsletter/issues';

/** One issue: save its draft as typed, or delete a draft. */
export default serve(
  implement(newsletterRoutes.save, async ({ rt, params, body }) => saveIssue(rt.db, params.id, body, rt.now())),
  implement(newsletterRoutes.remove, async ({ rt, params }) => {
    await deleteIssue(rt.db, params.id);
    return { deleted: params.id };
  }),
);

export const config: Config = { path: '/api/admin/newsletter/:id' };
