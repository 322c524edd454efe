import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { deleteAccount, deleteDepsOf } from '../../src/server/account/delete';
import { requireAdmin } from '../../src/server/auth/guards';
import { HttpError, notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

const userId = (req: Request) => {
  const id = z.uuid().safeParse(new URL(req.url).pathname.split('/').pop());
  if (!id.success) throw notFound('That account does not exist.');
  return id.data;
};

export default handle({
  /** The Users tab's Delete: the member's own deletion (the same function), started by staff. */
  async DELETE(req) {
    assertSameSite(req);
    const id = userId(req);
    const rt = await runtime();
    const { user: admin } = await requireAdmin(req, rt);
    if (id === admin.id) throw new HttpError(403, 'You cannot delete your own account here. Use your account page.');
    // deleteAccount writes the audit entry (admin category, the admin as actor).
    await deleteAccount(deleteDepsOf(rt), id, { kind: 'admin', admin: { id: admin.id, email: admin.email } }, rt.now());
    return json({ ok: true });
  },
});

export const config: Config = { path: '/api/admin/users/:id' };
