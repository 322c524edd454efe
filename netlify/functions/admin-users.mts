import type { Config } from '@netlify/functions';
import { adminNewUserSchema } from '../../src/lib/admin/users';
import { adminCreateUser, adminUsers } from '../../src/server/admin/reports';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { recordEvent } from '../../src/server/audit/log';

export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await adminUsers(rt.db, rt.now()));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    const input = await readJson(req, adminNewUserSchema);
    const created = await adminCreateUser(rt.db, input);
    await recordEvent(rt.db, {
      category: 'admin',
      action: 'user.create',
      message: `Account created for ${input.email} (${input.role})`,
      actor: { id: user.id, email: user.email },
      at: rt.now(),
    });
    return json(created, { status: 201 });
  },
});

export const config: Config = { path: '/api/admin/users' };
