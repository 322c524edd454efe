import type { Config } from '@netlify/functions';
import { EXPORT_CONTENT_TYPES, exportFileName } from '../../src/lib/export';
import { resumeExportQuerySchema } from '../../src/lib/resume';
import { requirePlan } from '../../src/server/auth/guards';
import { renderResume } from '../../src/server/exports/render';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { download } from '../../src/server/http/response';
import { resumeIdOf } from '../../src/server/resume-builder/ids';
import { getResume } from '../../src/server/resume-builder/resumes';
import { runtime } from '../../src/server/runtime';

/** A resume as a PDF or DOCX file, made on the server from what is saved. A plain link downloads it. */
export default handle({
  async GET(req) {
    const id = resumeIdOf(req, 2);
    const rt = await runtime();
    // Not requireTool: export stays open while the resume builder's feature is off (decision 0014).
    const { user } = await requirePlan(req, rt, 'pivot');
    const query = readQuery(req, resumeExportQuerySchema);
    const resume = await getResume(rt.db, user.id, id);
    const bytes = await renderResume(resume.data, query.template ?? resume.template, query.format, query.paper);
    return download(bytes, {
      contentType: EXPORT_CONTENT_TYPES[query.format],
      fileName: exportFileName([resume.data.basics.name, resume.title], query.format),
    });
  },
});

export const config: Config = { path: '/api/resumes/:id/export' };
