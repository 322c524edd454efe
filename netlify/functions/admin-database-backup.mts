import type { Config } from '@netlify/functions';
import { adminRoutes } from '~/lib/admin/routes';
import { backupStream } from '~/server/admin/database';
import { recordEvent } from '~/server/audit/log';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';

/** Backup: every table as one JSON file, streamed to the admin, and recorded in the log. */
export default serve(
  implement(adminRoutes.backup, async ({ rt, user }) => {
    const now = rt.now();
    await recordEvent(rt.db, {
      category: 'admin',
      action: 'database.backup',
      message: 'Database backup downloaded',
      actor: { id: user.id, email: user.email },
      at: now,
    });
    return download(backupStream(rt.db, now), {
      contentType: 'application/json; charset=utf-8',
      fileName: `careerpivot-backup-${now.toISOString().slice(0, 10)}.json`,
    });
  }),
);

export const config: Config = { path: '/api/admin/database/backup' };
