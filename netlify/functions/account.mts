import type { Config } from '@netlify/functions';
import { deleteAccountSchema, updateProfileSchema } from '../../src/lib/account';
import { accountView, updateProfile } from '../../src/server/account/account';
import { confirmOwner, deleteAccount, deleteDepsOf } from '../../src/server/account/delete';
import { clearedSessionCookies, requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { idleMinutesOf, readSettings } from '../../src/server/settings/store';

/** The account page: everything it shows, the member's names, and deleting it all. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user, session } = await requireUser(req, rt);
    return json(await accountView(rt.db, user, session.id, idleMinutesOf(await readSettings(rt.db)), rt.now()));
  },
  async PATCH(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user, session } = await requireUser(req, rt);
    const input = await readJson(req, updateProfileSchema);
    const updated = await updateProfile(rt.db, user, input, rt.now());
    return json(await accountView(rt.db, updated, session.id, idleMinutesOf(await readSettings(rt.db)), rt.now()));
  },
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
