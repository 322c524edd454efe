import type { Config } from '@netlify/functions';
import { deleteAccountSchema } from '../../src/lib/schemas/account';
import { confirmOwner, deleteAccount, deleteDepsOf } from '../../src/server/account/delete';
import { clearedSessionCookies, requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  /** Delete my account: the password (and the second factor when on), then everything goes. */
  async DELETE(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const input = await readJson(req, deleteAccountSchema);
    await confirmOwner(rt.db, user, input, rt.now());
    await deleteAccount(deleteDepsOf(rt), user.id, { kind: 'self' }, rt.now());
    return json({ ok: true }, { cookies: clearedSessionCookies(req) });
  },
});

export const config: Config = { path: '/api/account' };
