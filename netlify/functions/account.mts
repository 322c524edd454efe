import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { accountView, updateProfile } from '~/server/account/account';
import { confirmOwner, deleteAccount, deleteDepsOf } from '~/server/account/delete';
import { clearedSessionCookies } from '~/server/auth/guards';
import { implement, reply, serve } from '~/server/http/route';
import { idleMinutesOf, readSettings } from '~/server/settings/store';

/** The account page: everything it shows, the member's names, and deleting it all. */
export default serve(
  implement(accountRoutes.view, async ({ rt, user, session }) =>
    accountView(rt.db, user, session.session.id, idleMinutesOf(await readSettings(rt.db)), rt.now()),
  ),
  implement(accountRoutes.updateProfile, async ({ rt, user, session, body }) => {
    const updated = await updateProfile(rt.db, user, body, rt.now());
    return accountView(rt.db, updated, session.session.id, idleMinutesOf(await readSettings(rt.db)), rt.now());
  }),
  /** Delete my account: the password (and the second factor when on), then everything goes. */
  implement(accountRoutes.remove, async ({ req, rt, user, body }) => {
    await confirmOwner(rt.db, user, body, rt.now());
    await deleteAccount(deleteDepsOf(rt), user.id, { kind: 'self' }, rt.now());
    return reply(accountRoutes.remove, { ok: true }, { cookies: clearedSessionCookies(req) });
  }),
);

export const config: Config = { path: '/api/account' };
