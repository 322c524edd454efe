import type { Config } from '@netlify/functions';
import { sendMessageSchema } from '../../src/lib/networking';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { sendNetworkingMessage } from '../../src/server/networking/messages';
import { runtime } from '../../src/server/runtime';

/** Sends a networking message by e-mail from the site's address, answers going to the member (Premium). */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'networking');
    const input = await readJson(req, sendMessageSchema);
    return json(await sendNetworkingMessage(rt, user, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/networking/send' };
