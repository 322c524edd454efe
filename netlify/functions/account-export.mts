import type { Config } from '@netlify/functions';
import { EXPORTS_PER_HOUR, collectExport, exportFileName, exportZipStream } from '../../src/server/account/export';
import { requireUser } from '../../src/server/auth/guards';
import { tooManyRequests } from '../../src/server/http/errors';
import { handle } from '../../src/server/http/handler';
import { download } from '../../src/server/http/response';
import { allowAttempt } from '../../src/server/rate-limit';
import { runtime } from '../../src/server/runtime';

export default handle({
  /** Download my data: a ZIP of everything the member stored, streamed as it is written. */
  async GET(req) {
    const rt = await runtime();
    const { user } = await requireUser(req, rt);
    if (!(await allowAttempt(rt.db, `account-export:${user.id}`, EXPORTS_PER_HOUR, 3600_000, rt.now()))) {
      throw tooManyRequests(`You can download your data ${EXPORTS_PER_HOUR} times an hour. Try again later.`, 3600);
    }
    const entries = await collectExport(rt.db, user.id, rt.now());
    const stores = { resumeFiles: rt.resumeFiles(), practiceRecordings: rt.practiceRecordings(), trackerFiles: rt.trackerFiles() };
    return download(exportZipStream(entries, stores), { contentType: 'application/zip', fileName: exportFileName(rt.now()) });
  },
});

export const config: Config = { path: '/api/account/export' };
