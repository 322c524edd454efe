import { useCallback, useEffect, useMemo, useState } from 'react';
import { doubtKey, importDoubts, type Doubt } from '~/lib/resume-doubts';
import type { ResumeData } from '~/lib/resume';

/** What an import read from a file, kept for the editor page the member lands on next. */
export interface ImportReport {
  fileName: string;
  read: string[];
  unread: string[];
  /** Doubts the member said are right as they are (see `doubtKey`). */
  confirmed?: string[];
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

function writeReport(id: string, report: ImportReport | null): void {
  try {
    if (report) sessionStorage.setItem(key(id), JSON.stringify(report));
    else sessionStorage.removeItem(key(id));
  } catch {
    /* nothing kept: the review lasts while the page is open */
  }
}

/** The editor's field for a doubt's path: "work.1.startDate" → "work-1-start", "work.0.highlights.2" → "work-0-b2". */
export function fieldId(path: string): string {
  const [section, index, field, bullet] = path.split('.');
  if (field === 'highlights') return bullet === undefined ? `${section}-${index}-add-bullet` : `${section}-${index}-b${bullet}`;
  return `${section}-${index}-${field === 'startDate' ? 'start' : field === 'endDate' ? 'end' : field}`;
}

export interface ImportReview {
  report: ImportReport | null;
  /** The doubts still open: not fixed, not confirmed. */
  doubts: Doubt[];
  /** What is doubtful about a field, by its path, while the review is open. */
  doubtOf(path: string): string | undefined;
  confirm(doubt: Doubt): void;
  dismiss(): void;
}

/**
 * The review after an import: what was read, and the fields that may be misread, worked out from the
 * resume as it is now, so a fixed field drops off the list; "It's right" drops one as it is.
 */
export function useImportReview(resumeId: string, data: ResumeData | undefined): ImportReview {
  const [report, setReport] = useState<ImportReport | null>(null);
  useEffect(() => setReport(readReport(resumeId)), [resumeId]);
  const doubts = useMemo(() => {
    if (!report || !data) return [];
    const confirmed = new Set(report.confirmed ?? []);
    return importDoubts(data).filter((d) => !confirmed.has(doubtKey(d, data)));
  }, [report, data]);
  const confirm = useCallback(
    (doubt: Doubt) => {
      if (!report || !data) return;
      const next = { ...report, confirmed: [...(report.confirmed ?? []), doubtKey(doubt, data)] };
      writeReport(resumeId, next);
      setReport(next);
    },
    [report, data, resumeId],
  );
  const dismiss = useCallback(() => {
    writeReport(resumeId, null);
    setReport(null);
  }, [resumeId]);
  const doubtOf = useCallback((path: string) => doubts.find((d) => d.field === path)?.problem, [doubts]);
  return { report, doubts, doubtOf, confirm, dismiss };
}

function goTo(path: string) {
  const field = document.getElementById(fieldId(path));
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/** "a, b and c" */
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/**
 * After importing a PDF or DOCX: what was read, what was not, and the fields that may be misread,
 * each with a way to it and a way to say it is right. Stays until dismissed.
 */
export function ImportReportNote({ review }: { review: ImportReview }) {
  const { report, doubts, confirm, dismiss } = review;
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
      {doubts.length > 0 && (
        <div className="mt-3" data-testid="import-doubts">
          <h3 className="text-sm font-semibold">
            {doubts.length === 1 ? '1 field to check' : `${doubts.length} fields to check`}: we may have read {doubts.length === 1 ? 'it' : 'them'} wrong
          </h3>
          <ul className="mt-2 space-y-2 text-sm">
            {doubts.map((d) => (
              <li key={d.field} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>
                  <strong>{d.where}</strong>: {d.problem}.
                </span>
                <button type="button" className="btn-ghost px-2 py-0.5" onClick={() => goTo(d.field)}>
                  Fix
                  <span className="sr-only">
                    {' '}
                    {d.where}: {d.problem}
                  </span>
                </button>
                <button type="button" className="btn-ghost px-2 py-0.5" onClick={() => confirm(d)}>
                  It’s right
                  <span className="sr-only">
                    {' '}
                    {d.where}: {d.problem}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="btn-secondary mt-3 py-1" onClick={dismiss}>
        Dismiss
      </button>
    </section>
  );
}
