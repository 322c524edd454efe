import type { Config } from '@netlify/functions';
import { adminNewUserSchema } from '../../src/lib/schemas/admin';
import { adminCreateUser, adminUsers } from '../../src/server/admin/reports';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await adminUsers(rt.db, rt.now()));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    await requireAdmin(req, rt);
    const input = await readJson(req, adminNewUserSchema);
    return json(await adminCreateUser(rt.db, input), { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/users' };
