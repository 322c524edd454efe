import type { Config } from '@netlify/functions';
import { handle } from '~/server/http/handler';
import { json } from '~/server/http/response';

/** Liveness probe: `npm start` and the test runner wait for this before they report ready. */
export default handle({
  async GET() {
    return json({ status: 'ok' });
  },
});

export const config: Config = { path: '/api/health' };
