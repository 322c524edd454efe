import type { Config } from '@netlify/functions';
import { backupStream } from '../../src/server/admin/database';
import { recordEvent } from '../../src/server/audit/log';
import { requireAdmin } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { download } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** Backup: every table as one JSON file, streamed to the admin, and recorded in the log. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireAdmin(req, rt);
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
  },
});

export const config: Config = { path: '/api/admin/database/backup' };
