import type { Config } from '@netlify/functions';
import { assessmentTakeSchema } from '../../src/lib/assessment';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { assessmentHistory, saveTake } from '../../src/server/assessment/takes';
import { runtime } from '../../src/server/runtime';

/** The member's work-style assessment (Premium): every take with the latest result, and a new take. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'assessment');
    return json(await assessmentHistory(rt.db, user.id));
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'assessment');
    const take = await readJson(req, assessmentTakeSchema);
    return json(await saveTake(rt.db, user.id, take, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/assessment' };
