import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { changePassword } from '~/server/account/account';
import { implement, serve } from '~/server/http/route';
import { lockoutOf, readSettings } from '~/server/settings/store';

/** A new password, given the current one; every other session ends, this one stays. */
export default serve(
  implement(accountRoutes.changePassword, async ({ rt, user, session, body }) => {
    const lockout = lockoutOf(await readSettings(rt.db));
    const { otherSessionsEnded } = await changePassword(
      rt.db,
      user,
      session.session.id,
      body,
      lockout,
      { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand },
      rt.now(),
    );
    return { message: 'Your password was changed. Every other session was signed out.', otherSessionsEnded };
  }),
);

export const config: Config = { path: '/api/account/password' };
