import type { Config } from '@netlify/functions';
import { bulletsRoutes } from '~/lib/bullets';
import { reviewBulletWithModel } from '~/server/bullets/assistant';
import { implement, serve } from '~/server/http/route';

/** The bullet assistant (Pivot toolkit): flags and explained suggestions for one resume bullet. */
export default serve(implement(bulletsRoutes.review, ({ rt, body }) => reviewBulletWithModel(rt.chat, body)));

export const config: Config = { path: '/api/bullets/review' };
