import type { Config } from '@netlify/functions';
import { newInterviewSchema } from '../../src/lib/interviews';
import { requireTool } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { listInterviews, startInterview } from '../../src/server/interviews/sessions';
import { runtime } from '../../src/server/runtime';

/** A pasted job description can be 20,000 characters of any script. */
const MAX_BODY_BYTES = 128 * 1024;

/** The member's mock interviews (Premium): past sessions, and starting a new one. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'interviews');
    return json({ sessions: await listInterviews(rt.db, user.id) });
  },
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'interviews');
    const input = await readJson(req, newInterviewSchema, MAX_BODY_BYTES);
    return json(await startInterview(rt.db, user.id, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/interviews' };
