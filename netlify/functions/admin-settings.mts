import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { implement, serve } from '~/server/http/route';
import { readSettings, saveSettings } from '~/server/settings/store';

/** The System tab's settings: read, and saved with each change in the audit log. */
export default serve(
  implement(adminRoutes.settings, ({ rt }) => readSettings(rt.db)),
  implement(adminRoutes.saveSettings, async ({ rt, user, body }) => {
    const changes = await saveSettings(rt.db, body, { id: user.id, email: user.email }, rt.now());
    return { settings: await readSettings(rt.db), changes };
  }),
);

export const config: Config = { path: '/api/admin/settings' };
