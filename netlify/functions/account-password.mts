import type { Config } from '@netlify/functions';
import { changePasswordSchema } from '../../src/lib/account';
import { changePassword } from '../../src/server/account/account';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { lockoutOf, readSettings } from '../../src/server/settings/store';

/** A new password, given the current one; every other session ends, this one stays. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user, session } = await requireUser(req, rt);
    const input = await readJson(req, changePasswordSchema);
    const lockout = lockoutOf(await readSettings(rt.db));
    const { otherSessionsEnded } = await changePassword(
      rt.db,
      user,
      session.id,
      input,
      lockout,
      { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand },
      rt.now(),
    );
    return json({ message: 'Your password was changed. Every other session was signed out.', otherSessionsEnded });
  },
});

export const config: Config = { path: '/api/account/password' };
