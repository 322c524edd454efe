import type { Config } from '@netlify/functions';
import { inviteRequestSchema } from '../../src/lib/referral';
import { requireUser, requireFeature } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { sendInvitations } from '../../src/server/referrals/invitations';
import { runtime } from '../../src/server/runtime';

/** The invite form of /refer: e-mails each friend the member's referral link. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    await requireFeature(rt, 'referralSystem');
    const { user } = await requireUser(req, rt);
    const input = await readJson(req, inviteRequestSchema);
    return json(await sendInvitations(rt, user, input, rt.now()));
  },
});

export const config: Config = { path: '/api/referrals/invite' };
