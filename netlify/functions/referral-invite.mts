import type { Config } from '@netlify/functions';
import { referralRoutes } from '../../src/lib/referral';
import { requireFeature } from '../../src/server/auth/guards';
import { implement, serve } from '../../src/server/http/route';
import { sendInvitations } from '../../src/server/referrals/invitations';

/** The invite form of /refer: e-mails each friend the member's referral link. */
export default serve(
  implement(referralRoutes.invite, async ({ rt, user, body }) => {
    // The Referral System switch is not part of the route's access: checked here.
    await requireFeature(rt, 'referralSystem');
    return sendInvitations(rt, user, body, rt.now());
  }),
);

export const config: Config = { path: '/api/referrals/invite' };
