import type { Config } from '@netlify/functions';
import { referralRoutes } from '~/lib/referral';
import { implement, serve } from '~/server/http/route';
import { sendInvitations } from '~/server/referrals/invitations';

/** The invite form of /refer: e-mails each friend the member's referral link. */
export default serve(
  implement(referralRoutes.invite, async ({ rt, user, body }) => {
    return sendInvitations(rt, user, body, rt.now());
  }),
);

export const config: Config = { path: '/api/referrals/invite' };
