import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requireAdmin } from '../../src/server/auth/guards';
import { notifySecurityChange } from '../../src/server/auth/security-notices';
import { resetTwoFactorByStaff } from '../../src/server/auth/two-factor';
import { notFound } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { assertSameSite } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

const userIdOf = (req: Request) => {
  const id = z.uuid().safeParse(new URL(req.url).pathname.split('/').at(-2));
  if (!id.success) throw notFound('That account does not exist.');
  return id.data;
};

export default handle({
  /** The Users tab's "Turn off 2FA": for a member who lost their authenticator app and recovery codes. */
  async DELETE(req) {
    assertSameSite(req);
    const id = userIdOf(req);
    const rt = await runtime();
    const { user: admin } = await requireAdmin(req, rt);
    const member = await resetTwoFactorByStaff(rt.db, id, { id: admin.id, email: admin.email }, rt.now());
    await notifySecurityChange(rt, member, { kind: 'totp-reset-by-staff' });
    return json({ ok: true });
  },
});

export const config: Config = { path: '/api/admin/users/:id/two-factor' };
