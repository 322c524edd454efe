import type { Config } from '@netlify/functions';
import { adminSubscriptionQuerySchema } from '../../src/lib/admin/filters';
import { adminSubscriptionList } from '../../src/server/admin/subscriptions';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await adminSubscriptionList(rt.db, readQuery(req, adminSubscriptionQuerySchema)));
  },
});

export const config: Config = { path: '/api/admin/subscriptions' };
