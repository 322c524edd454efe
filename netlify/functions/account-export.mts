import type { Config } from '@netlify/functions';
import { accountRoutes } from '~/lib/account';
import { EXPORTS_PER_HOUR, collectExport, exportFileName, exportZipStream } from '~/server/account/export';
import { tooManyRequests } from '~/server/http/errors';
import { download } from '~/server/http/response';
import { implement, serve } from '~/server/http/route';
import { allowAttempt } from '~/server/rate-limit';

export default serve(
  /** Download my data: a ZIP of everything the member stored, streamed as it is written. */
  implement(accountRoutes.export, async ({ rt, user }) => {
    if (!(await allowAttempt(rt.db, `account-export:${user.id}`, EXPORTS_PER_HOUR, 3600_000, rt.now()))) {
      throw tooManyRequests(`You can download your data ${EXPORTS_PER_HOUR} times an hour. Try again later.`, 3600);
    }
    const entries = await collectExport(rt.db, user.id, rt.now());
    const stores = { resumeFiles: rt.resumeFiles(), practiceRecordings: rt.practiceRecordings(), trackerFiles: rt.trackerFiles() };
    return download(exportZipStream(entries, stores), { contentType: 'application/zip', fileName: exportFileName(rt.now()) });
  }),
);

export const config: Config = { path: '/api/account/export' };
