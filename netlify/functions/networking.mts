import type { Config } from '@netlify/functions';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { networkingOverview } from '../../src/server/networking/messages';
import { runtime } from '../../src/server/runtime';

/** The networking and follow-up helper (Premium): templates, tracked jobs with contacts, sent messages. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'networking');
    return json(await networkingOverview(rt.db, user.id));
  },
});

export const config: Config = { path: '/api/networking' };
