import type { Config } from '@netlify/functions';
import { careerGameRoutes } from '~/lib/career-game';
import { careerGameSummary } from '~/server/career-game/load';
import { implement, serve } from '~/server/http/route';

/** The Career Game (BETA): points, badges, the weekly streak and quests, recomputed from the member's rows; 404 while its flag is off. */
export default serve(implement(careerGameRoutes.summary, ({ rt, user }) => careerGameSummary(rt.db, user.id, rt.now())));

export const config: Config = { path: '/api/career-game' };
