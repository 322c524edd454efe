import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handler';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { readSettings } from '../../src/server/settings/store';

/** The System tab's feature flags in force, for pages anyone may open (/refer says when Share & Save is paused). */
export default handle({
  async GET() {
    const rt = await runtime();
    return json((await readSettings(rt.db)).features);
  },
});

export const config: Config = { path: '/api/features' };
