import { useEffect, useState } from 'react';

/** What an import read from a file, kept for the editor page the member lands on next. */
export interface ImportReport {
  fileName: string;
  read: string[];
  unread: string[];
}

const key = (id: string) => `cp-import-report:${id}`;

export function saveImportReport(id: string, report: ImportReport): void {
  try {
    sessionStorage.setItem(key(id), JSON.stringify(report));
  } catch {
    /* storage blocked: the editor simply shows no report */
  }
}

function readReport(id: string): ImportReport | null {
  try {
    const raw = sessionStorage.getItem(key(id));
    return raw ? (JSON.parse(raw) as ImportReport) : null;
  } catch {
    return null;
  }
}

/** "a, b and c" */
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** After importing a PDF or DOCX: what was read, what was not, and that the member should check it. Stays until dismissed. */
export function ImportReportNote({ resumeId }: { resumeId: string }) {
  const [report, setReport] = useState<ImportReport | null>(null);
  useEffect(() => setReport(readReport(resumeId)), [resumeId]);
  if (!report) return null;
  return (
    <section aria-labelledby="import-report-title" className="card border-brand-300 p-4 dark:border-brand-700" data-testid="import-report">
      <h2 id="import-report-title" className="font-semibold">
        Imported from {report.fileName}
      </h2>
      <p className="mt-1 text-sm">{report.read.length ? `We read your ${listed(report.read)}.` : 'We could not read any sections from this file.'}</p>
      {report.unread.length > 0 && (
        <p className="mt-1 text-sm">
          <strong>Not read:</strong> {listed(report.unread)}. Copy {report.unread.length === 1 ? 'it' : 'them'} in from your file.
        </p>
      )}
      <p className="mt-1 text-sm muted">Files are laid out in many ways: check each section below against your file before you send this resume.</p>
      <button
        type="button"
        className="btn-secondary mt-3 py-1"
        onClick={() => {
          try {
            sessionStorage.removeItem(key(resumeId));
          } catch {
            /* nothing kept */
          }
          setReport(null);
        }}
      >
        Dismiss
      </button>
    </section>
  );
}
