import type { Config } from '@netlify/functions';
import { userView } from '../../src/server/auth/accounts';
import { clearedSignedInHint, requestHasSignedInHint, sessionOf } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { HttpError, unauthorized } from '../../src/server/http/errors';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { readSettings } from '../../src/server/settings/store';

export default handle({
  async GET(req) {
    const rt = await runtime();
    const found = await sessionOf(req, rt);
    if (!found) {
      // The page asked because its signed-in hint said so, but the session has expired or was
      // revoked: drop the hint too, so the next pages stop asking (and stop logging a 401).
      const { status, message } = unauthorized();
      throw new HttpError(status, message, requestHasSignedInHint(req) ? { 'set-cookie': clearedSignedInHint(req) } : {});
    }
    return json(userView(found.user, found.latestSubscription, rt.now(), (await readSettings(rt.db)).features));
  },
});

export const config: Config = { path: '/api/auth/user' };
