import type { Config } from '@netlify/functions';
import { runReferralRewards } from '~/server/referrals/rewards';
import { runtime } from '~/server/runtime';

/** Daily: referrals whose friend stayed 30 days qualify; tiers reached are granted once, applied and e-mailed. */
export default async function referralRewards(): Promise<void> {
  const rt = await runtime();
  const run = await runReferralRewards(rt, rt.now());
  console.log(`[referral-rewards] qualified ${run.qualified}, granted ${run.granted}, applied ${run.applied}, e-mailed ${run.emailed}`);
}

export const config: Config = { schedule: '@daily' };
