import { listItemParts, resumeDocument, type ResumeEntry, type ResumeSection } from '~/lib/resume-document';
import type { ResumeTemplate, ResumeData } from '~/lib/resume';

/**
 * The resume as a reader sees it: semantic HTML on a white "page" with dark text in both themes,
 * like paper. It draws the same layout the PDF and DOCX exports draw (src/lib/resume-document.ts),
 * so what the member sees is what they download. Pure: it re-renders on every keystroke.
 */
export function ResumePreview({ data, template }: { data: ResumeData; template: ResumeTemplate }) {
  const doc = resumeDocument(data, template);
  const looks: Looks = {
    heading: doc.compact
      ? 'mt-3 border-b border-slate-300 pb-0.5 text-xs font-bold uppercase tracking-wider text-slate-800'
      : 'mt-5 border-b border-slate-300 pb-1 text-sm font-bold uppercase tracking-wider text-slate-800',
    gap: doc.compact ? 'mt-1.5 space-y-1.5' : 'mt-2 space-y-3',
  };
  const sections = (list: ResumeSection[]) => list.map((s) => <Section key={s.key} section={s} looks={looks} />);

  return (
    <article
      data-testid="resume-preview"
      data-template={template}
      aria-label="Resume preview"
      className={`rounded-md border border-slate-300 bg-white text-slate-900 shadow-md ${doc.compact ? 'p-5 text-xs leading-snug' : 'p-8 text-sm leading-relaxed'}`}
    >
      <header className={doc.side.length ? 'border-b border-slate-300 pb-3' : ''}>
        <h2 className={`font-bold text-slate-950 ${doc.compact ? 'text-xl' : 'text-2xl'}`}>{doc.name || 'Your name'}</h2>
        {doc.label && <p className={`font-medium text-slate-700 ${doc.compact ? 'text-sm' : 'text-base'}`}>{doc.label}</p>}
        {doc.contact.length > 0 && <p className="mt-1 break-words text-slate-700">{doc.contact.join(' | ')}</p>}
      </header>
      {doc.side.length > 0 ? (
        <div className="mt-2 grid gap-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>{sections(doc.main)}</div>
          <div className="sm:border-l sm:border-slate-200 sm:pl-5">{sections(doc.side)}</div>
        </div>
      ) : (
        sections(doc.main)
      )}
    </article>
  );
}

interface Looks {
  heading: string;
  gap: string;
}

function Section({ section, looks }: { section: ResumeSection; looks: Looks }) {
  return (
    <section>
      <h3 className={looks.heading}>{section.title}</h3>
      {section.kind === 'text' &&
        section.paragraphs.map((p, i) => (
          <p key={i} className="mt-2 whitespace-pre-line">
            {p}
          </p>
        ))}
      {section.kind === 'entries' && (
        <ul className={looks.gap}>
          {section.entries.map((e, i) => (
            <Entry key={i} entry={e} />
          ))}
        </ul>
      )}
      {section.kind === 'list' && (
        <ul className={`${looks.gap} !space-y-1`}>
          {section.items.map((item, i) => {
            const { label, rest } = listItemParts(section.key, item);
            return (
              <li key={i} className="break-words">
                {label && <span className="font-semibold">{label}</span>}
                {rest}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Entry({ entry }: { entry: ResumeEntry }) {
  return (
    <li>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="font-semibold text-slate-950">{entry.title}</h4>
        {entry.dates && <span className="whitespace-nowrap text-slate-700">{entry.dates}</span>}
      </div>
      {entry.subtitle && <p className="break-words text-slate-700">{entry.subtitle}</p>}
      {entry.lines.map((line, i) => (
        <p key={i} className="mt-0.5 whitespace-pre-line">
          {line}
        </p>
      ))}
      {entry.bullets.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {entry.bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
