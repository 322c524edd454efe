import type { Config } from '@netlify/functions';
import { adminLogQuerySchema } from '../../src/lib/admin/filters';
import { listEvents } from '../../src/server/audit/log';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** System Logs: one page of the audit and system log, newest first, by the spec's filters. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await listEvents(rt.db, readQuery(req, adminLogQuerySchema)));
  },
});

export const config: Config = { path: '/api/admin/logs' };
