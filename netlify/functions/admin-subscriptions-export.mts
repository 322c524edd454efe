import type { Config } from '@netlify/functions';
import { csvFileName } from '../../src/lib/admin/csv';
import { adminSubscriptionQuerySchema } from '../../src/lib/admin/filters';
import { subscriptionsCsvStream } from '../../src/server/admin/subscriptions';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { download } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Export: the Subscriptions tab's rows (same search and status filter) as a streamed CSV file. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    const query = readQuery(req, adminSubscriptionQuerySchema);
    return download(subscriptionsCsvStream(rt.db, query), { contentType: 'text/csv; charset=utf-8', fileName: csvFileName('subscriptions', rt.now()) });
  },
});

export const config: Config = { path: '/api/admin/subscriptions/export' };
