import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { adminReferrals } from '../../src/server/referrals/admin';
import { runtime } from '../../src/server/runtime';

export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await adminReferrals(rt.db));
  },
});

export const config: Config = { path: '/api/admin/referrals' };
