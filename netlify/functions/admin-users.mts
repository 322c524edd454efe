import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { adminCreateUser, adminUsers } from '~/server/admin/reports';
import { recordEvent } from '~/server/audit/log';
import { implement, serve } from '~/server/http/route';

export default serve(
  implement(adminRoutes.users, ({ rt }) => adminUsers(rt.db, rt.now())),
  implement(adminRoutes.addUser, async ({ rt, user, body }) => {
    const created = await adminCreateUser(rt.db, body);
    await recordEvent(rt.db, {
      category: 'admin',
      action: 'user.create',
      message: `Account created for ${body.email} (${body.role})`,
      actor: { id: user.id, email: user.email },
      at: rt.now(),
    });
    return created;
  }),
);

export const config: Config = { path: '/api/admin/users' };
