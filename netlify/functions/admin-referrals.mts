import type { Config } from '@netlify/functions';
import { adminRoutes } from '../../src/lib/admin/routes';
import { implement, serve } from '../../src/server/http/route';
import { adminReferrals } from '../../src/server/referrals/admin';

export default serve(implement(adminRoutes.referrals, ({ rt }) => adminReferrals(rt.db)));

export const config: Config = { path: '/api/admin/referrals' };
