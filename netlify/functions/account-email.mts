import type { Config } from '@netlify/functions';
import { changeEmailSchema } from '../../src/lib/account';
import { requestEmailChange } from '../../src/server/account/email-links';
import { requireUser } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { lockoutOf, readSettings } from '../../src/server/settings/store';

/** Asks to move the account to a new address; it moves only when the link sent there is used. */
export default handle({
  async POST(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    const input = await readJson(req, changeEmailSchema);
    const lockout = lockoutOf(await readSettings(rt.db));
    const { pendingEmail } = await requestEmailChange(rt.db, user, input, lockout, { mailer: rt.mailer, siteUrl: rt.siteUrl, brand: rt.brand }, rt.now());
    return json({ message: `We sent a link to ${pendingEmail}. Your address changes when you open it (within 24 hours).`, pendingEmail }, { status: 202 });
  },
});

export const config: Config = { path: '/api/account/email' };
