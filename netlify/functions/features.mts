import type { Config } from '@netlify/functions';
import { featureRoutes } from '~/lib/access';
import { implement, serve } from '~/server/http/route';
import { readSettings } from '~/server/settings/store';

/** The System tab's feature flags in force, for pages anyone may open (/refer says when Share & Save is paused). */
export default serve(implement(featureRoutes.features, async ({ rt }) => (await readSettings(rt.db)).features));

export const config: Config = { path: '/api/features' };
