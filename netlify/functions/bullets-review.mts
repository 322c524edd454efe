import type { Config } from '@netlify/functions';
import { bulletReviewRequestSchema } from '../../src/lib/bullets';
import { requireTool } from '../../src/server/auth/guards';
import { reviewBulletWithModel } from '../../src/server/bullets/assistant';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** The bullet assistant (Pivot toolkit): flags and explained suggestions for one resume bullet. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    await requireTool(req, rt, 'bullets');
    const request = await readJson(req, bulletReviewRequestSchema);
    return json(await reviewBulletWithModel(rt.chat, request));
  },
});

export const config: Config = { path: '/api/bullets/review' };
