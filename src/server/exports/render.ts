/**
 * The one door to document exports: a resume or a cover letter, as PDF or DOCX, on Letter or A4.
 */
import type { ExportFormat, LetterDocument, PaperSize } from '~/lib/export';
import type { ResumeTemplate, ResumeData } from '~/lib/resume';
import { resumeDocument } from '~/lib/resume-document';
import { letterDocx, resumeDocx } from './docx';
import { letterPdf, resumePdf } from './pdf';

export function renderResume(data: ResumeData, template: ResumeTemplate, format: ExportFormat, paper: PaperSize): Promise<Uint8Array> {
  const doc = resumeDocument(data, template);
  return format === 'pdf' ? resumePdf(doc, paper) : resumeDocx(doc, paper);
}

export function renderLetter(letter: LetterDocument, format: ExportFormat, paper: PaperSize): Promise<Uint8Array> {
  return format === 'pdf' ? letterPdf(letter, paper) : letterDocx(letter, paper);
}
