import type { Config } from '@netlify/functions';
import { csvFileName } from '../../src/lib/admin/csv';
import { adminLogQuerySchema } from '../../src/lib/admin/filters';
import { eventsCsvStream } from '../../src/server/audit/log';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { download } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Export Logs: the filtered log as a streamed CSV file. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    const { filter } = readQuery(req, adminLogQuerySchema);
    return download(eventsCsvStream(rt.db, filter), { contentType: 'text/csv; charset=utf-8', fileName: csvFileName('logs', rt.now()) });
  },
});

export const config: Config = { path: '/api/admin/logs/export' };
