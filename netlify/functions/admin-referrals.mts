import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { implement, serve } from '~/server/http/route';
import { adminReferrals } from '~/server/referrals/admin';

export default serve(implement(adminRoutes.referrals, ({ rt }) => adminReferrals(rt.db)));

export const config: Config = { path: '/api/admin/referrals' };
