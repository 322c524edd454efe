import type { Config } from '@netlify/functions';
import { EXPORT_CONTENT_TYPES, exportFileName } from '~/lib/export';
import { resumeRoutes } from '~/lib/resume';
import { renderResume } from '~/server/exports/render';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';
import { recordResumeExport } from '~/server/resume-builder/export-log';
import { getResume } from '~/server/resume-builder/resumes';

/** A resume as a PDF or DOCX file, made on the server from what is saved. A plain link downloads it. */
export default serve(
  // The route asks for the plan, not the room: export stays open while the resume builder's feature is off (decision 0014).
  implement(resumeRoutes.export, async ({ rt, user, params, query }) => {
    const resume = await getResume(rt.db, user.id, params.id);
    const bytes = await renderResume(resume.data, query.template ?? resume.template, query.format, query.paper);
    // The file is what the member asked for: a failed note for the Career Game must not cost them the download.
    await recordResumeExport(rt.db, user.id, resume.id, query.format, rt.now()).catch((error) => console.error('[resume-export] not recorded:', error));
    return download(bytes, {
      contentType: EXPORT_CONTENT_TYPES[query.format],
      fileName: exportFileName([resume.data.basics.name, resume.title], query.format),
    });
  }),
);

export const config: Config = { path: '/api/resumes/:id/export' };
