import { useEffect, useState } from 'react';
import { SelectField } from '~/islands/ui/fields';
import { EXPORT_FORMATS, PAPER_LABELS, PAPER_SIZES, type ExportFormat, type PaperSize } from '~/lib/export';
import { resumeRoutes, type ResumeTemplate } from '~/lib/resume';
import { routeUrl } from '~/lib/route';
import { showToast } from '~/stores/toast';

const PAPER_KEY = 'cp-export-paper';
const FORMAT_LABELS: Record<ExportFormat, string> = { pdf: 'Download PDF', docx: 'Download DOCX' };

/** US and Canadian readers print on Letter; nearly everyone else on A4. */
function defaultPaper(): PaperSize {
  try {
    const saved = localStorage.getItem(PAPER_KEY);
    if (saved && (PAPER_SIZES as readonly string[]).includes(saved)) return saved as PaperSize;
  } catch {
    /* storage blocked: guess from the language */
  }
  return /-(US|CA|PH|MX)$/i.test(navigator.language) ? 'letter' : 'a4';
}

/**
 * The server's PDF and DOCX of a resume, as plain links. Edits not yet saved are saved first,
 * so the file always has the latest words.
 */
export function ExportLinks({ resumeId, template, saveFirst }: { resumeId: string; template: ResumeTemplate; saveFirst: () => Promise<boolean> }) {
  const [paper, setPaper] = useState<PaperSize>('letter');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  useEffect(() => setPaper(defaultPaper()), []);

  const href = (format: ExportFormat) => routeUrl(resumeRoutes.export, { id: resumeId }, { format, paper, template });

  async function open(e: React.MouseEvent<HTMLAnchorElement>, format: ExportFormat) {
    e.preventDefault();
    setBusy(format);
    try {
      if (!(await saveFirst())) {
        showToast({
          title: 'Not downloaded',
          description: 'Your latest changes are not saved yet, so the file would miss them. Check the fields marked above.',
          variant: 'destructive',
        });
        return;
      }
      // An attachment: the browser downloads it and this page stays.
      window.location.assign(href(format));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="resume-export">
      <SelectField
        label="Paper"
        value={paper}
        onChange={(value) => {
          const next = value as PaperSize;
          setPaper(next);
          try {
            localStorage.setItem(PAPER_KEY, next);
          } catch {
            /* the choice lasts for this page only */
          }
        }}
      >
        {PAPER_SIZES.map((p) => (
          <option key={p} value={p}>
            {PAPER_LABELS[p]}
          </option>
        ))}
      </SelectField>
      {EXPORT_FORMATS.map((format) => (
        <a key={format} className="btn-primary" href={href(format)} download onClick={(e) => void open(e, format)} aria-busy={busy === format}>
          {busy === format ? 'Preparing…' : FORMAT_LABELS[format]}
        </a>
      ))}
    </div>
  );
}
