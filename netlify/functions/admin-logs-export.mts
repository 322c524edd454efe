import type { Config } from '@netlify/functions';
import { csvFileName } from '~/lib/admin/csv';
import { adminRoutes } from '~/lib/admin/routes';
import { eventsCsvStream } from '~/server/audit/log';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';

/** Export Logs: the filtered log as a streamed CSV file. */
export default serve(
  implement(adminRoutes.logsExport, async ({ rt, query }) =>
    download(eventsCsvStream(rt.db, query.filter), { contentType: 'text/csv; charset=utf-8', fileName: csvFileName('logs', rt.now()) }),
  ),
);

export const config: Config = { path: '/api/admin/logs/export' };
