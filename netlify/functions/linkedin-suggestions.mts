import type { Config } from '@netlify/functions';
import { linkedInRequestSchema } from '../../src/lib/linkedin';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { linkedInSuggestions } from '../../src/server/linkedin/suggestions';
import { runtime } from '../../src/server/runtime';

/** LinkedIn suggestions (Pivot toolkit): headlines, an About section and skills to add, from one of the member's resumes and a target role. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'linkedin');
    const input = await readJson(req, linkedInRequestSchema);
    return json(await linkedInSuggestions(rt.db, user.id, input));
  },
});

export const config: Config = { path: '/api/linkedin/suggestions' };
