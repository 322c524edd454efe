import type { Config } from '@netlify/functions';
import { adminSettingsSchema } from '../../src/lib/admin/settings';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';
import { readSettings, saveSettings } from '../../src/server/settings/store';

/** The System tab's settings: read, and saved with each change in the audit log. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    await requireAdmin(req, rt);
    return json(await readSettings(rt.db));
  },
  async PUT(req) {
    assertSameSite(req);
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
    const settings = await readJson(req, adminSettingsSchema);
    const changes = await saveSettings(rt.db, settings, { id: user.id, email: user.email }, rt.now());
    return json({ settings: await readSettings(rt.db), changes });
  },
});

export const config: Config = { path: '/api/admin/settings' };
