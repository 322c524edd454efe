import type { Config } from '@netlify/functions';
import { csvFileName } from '~/lib/admin/csv';
import { adminRoutes } from '~/lib/admin/routes';
import { subscriptionsCsvStream } from '~/server/admin/subscriptions';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';

/** Export: the Subscriptions tab's rows (same search and status filter) as a streamed CSV file. */
export default serve(
  implement(adminRoutes.subscriptionsExport, async ({ rt, query }) =>
    download(subscriptionsCsvStream(rt.db, query), { contentType: 'text/csv; charset=utf-8', fileName: csvFileName('subscriptions', rt.now()) }),
  ),
);

export const config: Config = { path: '/api/admin/subscriptions/export' };
