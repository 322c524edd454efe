/**
 * What the server's document exports (resumes and cover letters, PDF and DOCX) share: formats,
 * paper sizes and the letter's shape. Browser-safe, so islands build their download links from it.
 */
export const EXPORT_FORMATS = ['pdf', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const PAPER_SIZES = ['letter', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const PAPER_LABELS: Record<PaperSize, string> = { letter: 'US Letter', a4: 'A4' };

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A file name a reader recognises: "Maya Lopez - Data Analyst.pdf", ASCII only so every browser keeps it. */
export function exportFileName(parts: string[], format: ExportFormat): string {
  const base =
    parts
      .map((p) =>
        p
          .normalize('NFKD')
          .replace(/[^\x20-\x7E]/g, '')
          .replace(/[\\/:*?"<>|]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean)
      .join(' - ')
      .slice(0, 100) || 'Resume';
  return `${base}.${format}`;
}

/** A cover letter as the exports lay it out: every field is text the member wrote or accepted. */
export interface LetterDocument {
  sender: { name: string; email: string; phone: string; location: string };
  /** As printed, e.g. "November 24, 2026". */
  date: string;
  recipient: { company: string; role: string };
  greeting: string;
  paragraphs: string[];
  closing: string;
  signature: string;
}
