import type { Config } from '@netlify/functions';
import { userView } from '../../src/server/auth/accounts';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user, latestSubscription } = await requireUser(req, rt);
    return json(userView(user, latestSubscription, rt.now()));
  },
});

export const config: Config = { path: '/api/auth/user' };
