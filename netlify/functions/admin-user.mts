import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { deleteAccount, deleteDepsOf } from '~/server/account/delete';
import { HttpError } from '~/server/http/errors';
import { implement, serve } from '~/server/http/route';

/** The Users tab's Delete: the member's own deletion (the same function), started by staff. */
export default serve(
  implement(adminRoutes.deleteUser, async ({ rt, user: admin, params }) => {
    if (params.id === admin.id) throw new HttpError(403, 'You cannot delete your own account here. Use your account page.');
    // deleteAccount writes the audit entry (admin category, the admin as actor).
    await deleteAccount(deleteDepsOf(rt), params.id, { kind: 'admin', admin: { id: admin.id, email: admin.email } }, rt.now());
    return { ok: true };
  }),
);

export const config: Config = { path: '/api/admin/users/:id' };
