import type { ReactNode } from 'react';
import { dateRange, type ResumeTemplate } from '../../lib/resume';
import type { ResumeData } from '../../lib/schemas/resume';

/**
 * The resume as a reader sees it: semantic HTML on a white "page" with dark text in both themes,
 * like paper. Pure: it re-renders on every keystroke and has no effects.
 */
export function ResumePreview({ data, template }: { data: ResumeData; template: ResumeTemplate }) {
  const compact = template === 'compact';
  const t: Looks = {
    heading: compact
      ? 'mt-3 border-b border-slate-300 pb-0.5 text-xs font-bold uppercase tracking-wider text-slate-800'
      : 'mt-5 border-b border-slate-300 pb-1 text-sm font-bold uppercase tracking-wider text-slate-800',
    gap: compact ? 'mt-1.5 space-y-1.5' : 'mt-2 space-y-3',
  };
  const { basics } = data;
  const place = [basics.location.city, basics.location.region, basics.location.countryCode].filter(Boolean).join(', ');
  const contact = [basics.email, basics.phone, basics.url, place].filter(Boolean);
  const side = template === 'two-column';
  const links = basics.profiles.filter((p) => p.network || p.username || p.url);

  const summary = basics.summary ? (
    <Section title="Summary" t={t}>
      <p className="mt-2 whitespace-pre-line">{basics.summary}</p>
    </Section>
  ) : null;
  const experience = <Experience data={data} t={t} />;
  const education = <Education data={data} t={t} />;
  const projects = <Projects data={data} t={t} />;
  const skills = <Skills data={data} t={t} title={template === 'career-change' ? 'Transferable skills' : 'Skills'} />;
  const certificates = <Certificates data={data} t={t} />;
  const languages = <Languages data={data} t={t} />;

  return (
    <article
      data-testid="resume-preview"
      data-template={template}
      aria-label="Resume preview"
      className={`rounded-md border border-slate-300 bg-white text-slate-900 shadow-md ${compact ? 'p-5 text-xs leading-snug' : 'p-8 text-sm leading-relaxed'}`}
    >
      <header className={side ? 'border-b border-slate-300 pb-3' : ''}>
        <h2 className={`font-bold text-slate-950 ${compact ? 'text-xl' : 'text-2xl'}`}>{basics.name || 'Your name'}</h2>
        {basics.label && <p className={`font-medium text-slate-700 ${compact ? 'text-sm' : 'text-base'}`}>{basics.label}</p>}
        {contact.length > 0 && <p className="mt-1 text-slate-700">{contact.join(' · ')}</p>}
        {!side && links.length > 0 && (
          <p className="text-slate-700">
            {links.map((p, i) => (
              <span key={i}>
                {i > 0 && ' · '}
                {p.network ? `${p.network}: ` : ''}
                {linkText(p)}
              </span>
            ))}
          </p>
        )}
      </header>

      {side ? (
        <div className="mt-2 grid gap-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            {summary}
            {experience}
            {education}
            {projects}
          </div>
          <div className="sm:border-l sm:border-slate-200 sm:pl-5">
            {skills}
            {certificates}
            {languages}
            {links.length > 0 && (
              <Section title="Links" t={t}>
                <ul className={t.gap}>
                  {links.map((p, i) => (
                    <li key={i} className="break-words">
                      {p.network && <span className="font-semibold">{p.network}</span>}
                      {p.network && <br />}
                      {linkText(p)}
                    </li>
                  ))}
                </ul>
              </Section>
            )}
          </div>
        </div>
      ) : template === 'career-change' ? (
        // Career changers lead with what transfers.
        <>
          {summary}
          {skills}
          {experience}
          {education}
          {projects}
          {certificates}
          {languages}
        </>
      ) : (
        <>
          {summary}
          {experience}
          {education}
          {skills}
          {certificates}
          {projects}
          {languages}
        </>
      )}
    </article>
  );
}

/** A profile as a reader needs it: the username, or the address without its https://www. */
function linkText(p: { username: string; url: string }): string {
  return p.username || p.url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

interface Looks {
  heading: string;
  gap: string;
}

function Section({ title, t, children }: { title: string; t: Looks; children: ReactNode }) {
  return (
    <section>
      <h3 className={t.heading}>{title}</h3>
      {children}
    </section>
  );
}

function Dates({ start, end }: { start: string; end: string }) {
  const range = dateRange(start, end);
  return range ? <span className="whitespace-nowrap text-slate-700">{range}</span> : null;
}

function Bullets({ items }: { items: string[] }) {
  const shown = items.filter((b) => b.trim());
  if (shown.length === 0) return null;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {shown.map((b, i) => (
        <li key={i}>{b}</li>
      ))}
    </ul>
  );
}

function Experience({ data, t }: { data: ResumeData; t: Looks }) {
  if (data.work.length === 0) return null;
  return (
    <Section title="Experience" t={t}>
      <ul className={t.gap}>
        {data.work.map((w, i) => (
          <li key={i}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h4 className="font-semibold text-slate-950">
                {w.position || 'Position'}
                {w.name && <span className="font-normal">, {w.name}</span>}
              </h4>
              <Dates start={w.startDate} end={w.endDate} />
            </div>
            {w.location && <p className="text-slate-700">{w.location}</p>}
            {w.summary && <p className="mt-0.5 whitespace-pre-line">{w.summary}</p>}
            <Bullets items={w.highlights} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Education({ data, t }: { data: ResumeData; t: Looks }) {
  if (data.education.length === 0) return null;
  return (
    <Section title="Education" t={t}>
      <ul className={t.gap}>
        {data.education.map((e, i) => (
          <li key={i}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h4 className="font-semibold text-slate-950">{[e.studyType, e.area].filter(Boolean).join(', ') || e.institution || 'Education'}</h4>
              <Dates start={e.startDate} end={e.endDate} />
            </div>
            {(e.studyType || e.area) && e.institution && <p>{e.institution}</p>}
            {e.score && <p className="text-slate-700">{e.score}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Skills({ data, t, title }: { data: ResumeData; t: Looks; title: string }) {
  const skills = data.skills.filter((s) => s.name || s.keywords.length);
  if (skills.length === 0) return null;
  return (
    <Section title={title} t={t}>
      <ul className={`${t.gap} !space-y-1`}>
        {skills.map((s, i) => (
          <li key={i}>
            {s.name && <span className="font-semibold">{s.name}</span>}
            {s.level && <span className="text-slate-700"> ({s.level})</span>}
            {s.name && s.keywords.length > 0 && ': '}
            {s.keywords.join(', ')}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Certificates({ data, t }: { data: ResumeData; t: Looks }) {
  if (data.certificates.length === 0) return null;
  return (
    <Section title="Certificates" t={t}>
      <ul className={`${t.gap} !space-y-1`}>
        {data.certificates.map((c, i) => (
          <li key={i}>
            <span className="font-semibold">{c.name || 'Certificate'}</span>
            {[c.issuer, c.date].filter(Boolean).length > 0 && <span className="text-slate-700"> · {[c.issuer, c.date].filter(Boolean).join(', ')}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Projects({ data, t }: { data: ResumeData; t: Looks }) {
  if (data.projects.length === 0) return null;
  return (
    <Section title="Projects" t={t}>
      <ul className={t.gap}>
        {data.projects.map((p, i) => (
          <li key={i}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h4 className="font-semibold text-slate-950">{p.name || 'Project'}</h4>
              <Dates start={p.startDate} end={p.endDate} />
            </div>
            {p.url && <p className="break-words text-slate-700">{p.url}</p>}
            {p.description && <p className="mt-0.5 whitespace-pre-line">{p.description}</p>}
            <Bullets items={p.highlights} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Languages({ data, t }: { data: ResumeData; t: Looks }) {
  if (data.languages.length === 0) return null;
  return (
    <Section title="Languages" t={t}>
      <ul className={`${t.gap} !space-y-1`}>
        {data.languages.map((l, i) => (
          <li key={i}>
            <span className="font-semibold">{l.language || 'Language'}</span>
            {l.fluency && <span className="text-slate-700"> ({l.fluency})</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
