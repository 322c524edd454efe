import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { assertNoSelfLockout } from '~/server/admin/ip-restriction';
import { implement, serve } from '~/server/http/route';
import { readSettings, saveSettings } from '~/server/settings/store';

/** The System tab's settings: read (with the caller's address), and saved with each change in the audit log. */
export default serve(
  implement(adminRoutes.settings, async ({ rt, address }) => ({ ...(await readSettings(rt.db)), yourAddress: address })),
  implement(adminRoutes.saveSettings, async ({ rt, user, address, body }) => {
    // Turning the IP restriction on, or changing its list, must leave this admin a way in.
    assertNoSelfLockout(body, address);
    const changes = await saveSettings(rt.db, body, { id: user.id, email: user.email }, rt.now());
    return { settings: await readSettings(rt.db), changes };
  }),
);

export const config: Config = { path: '/api/admin/settings' };
