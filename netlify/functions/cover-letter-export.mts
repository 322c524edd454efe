import type { Config } from '@netlify/functions';
import { coverLetterRoutes, letterDocument } from '~/lib/cover-letter';
import { EXPORT_CONTENT_TYPES, exportFileName } from '~/lib/export';
import { letterForExport } from '~/server/cover-letters/letters';
import { renderLetter } from '~/server/exports/render';
import { implement, serve } from '~/server/http/route';
import { download } from '~/server/http/response';

/** A saved cover letter as a PDF or DOCX file, on US Letter or A4, the sender from its resume. A plain link downloads it. */
export default serve(
  implement(coverLetterRoutes.export, async ({ rt, user, params, query }) => {
    const { format, paper } = query;
    const { letter, resume } = await letterForExport(rt.db, user.id, params.id);
    const account = { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
    const doc = letterDocument(letter, resume?.basics ?? null, account, rt.now());
    const bytes = await renderLetter(doc, format, paper);
    return download(bytes, { contentType: EXPORT_CONTENT_TYPES[format], fileName: exportFileName([doc.sender.name, 'Cover letter', letter.company], format) });
  }),
);

export const config: Config = { path: '/api/cover-letters/:id/export' };
