import type { Config } from '@netlify/functions';
import { letterDocument, coverLetterExportQuerySchema } from '../../src/lib/cover-letter';
import { EXPORT_CONTENT_TYPES, exportFileName } from '../../src/lib/export';
import { requireTool } from '../../src/server/auth/guards';
import { letterForExport, letterIdOf } from '../../src/server/cover-letters/letters';
import { renderLetter } from '../../src/server/exports/render';
import { handle } from '../../src/server/http/handler';
import { readQuery } from '../../src/server/http/request';
import { download } from '../../src/server/http/response';
import { runtime } from '../../src/server/runtime';

/** A saved cover letter as a PDF or DOCX file, on US Letter or A4, the sender from its resume. A plain link downloads it. */
export default handle({
  async GET(req) {
    const id = letterIdOf(req, 2);
    const rt = await runtime();
    const { user } = await requireTool(req, rt, 'cover-letters');
    const { format, paper } = readQuery(req, coverLetterExportQuerySchema);
    const { letter, resume } = await letterForExport(rt.db, user.id, id);
    const account = { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
    const doc = letterDocument(letter, resume?.basics ?? null, account, rt.now());
    const bytes = await renderLetter(doc, format, paper);
    return download(bytes, { contentType: EXPORT_CONTENT_TYPES[format], fileName: exportFileName([doc.sender.name, 'Cover letter', letter.company], format) });
  },
});

export const config: Config = { path: '/api/cover-letters/:id/export' };
