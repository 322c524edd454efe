/**
 * A resume laid out by its template, before any format: which sections, in what order, in which
 * column, and each entry's lines as a reader sees them. The PDF and DOCX exports both draw this,
 * so a template reads the same in both. Browser-safe and pure.
 */
import { dateRange, type ResumeTemplate, type ResumeData } from './resume';

export interface ResumeEntry {
  /** "Data Analyst" (a job's position, a degree, a project's name). */
  title: string;
  /** Right of the title: "Apr 2021 – Present". */
  dates: string;
  /** The line under the title: "Acme Health · Austin, TX". */
  subtitle: string;
  /** Paragraphs under it: a job's summary, a project's link and description, a grade. */
  lines: string[];
  bullets: string[];
}

/** One row of a list section: "Data analysis: SQL, Python" is { label: 'Data analysis', text: 'SQL, Python' }. */
export interface ResumeListItem {
  label: string;
  text: string;
}

export type ResumeSection =
  | { key: 'summary'; title: string; kind: 'text'; paragraphs: string[] }
  | { key: 'work' | 'education' | 'projects'; title: string; kind: 'entries'; entries: ResumeEntry[] }
  | { key: 'skills' | 'certificates' | 'languages' | 'links'; title: string; kind: 'list'; items: ResumeListItem[] };

export interface ResumeDocument {
  template: ResumeTemplate;
  compact: boolean;
  name: string;
  label: string;
  /** E-mail, phone, site and place, in that order. */
  contact: string[];
  /** The main column, top to bottom. */
  main: ResumeSection[];
  /** The side column (two-column template only; empty otherwise). */
  side: ResumeSection[];
}

/** A profile as a reader needs it: the username, or the address without its https://www. */
export function linkText(p: { username: string; url: string }): string {
  return p.username || p.url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

const clean = (values: string[]) => values.map((v) => v.trim()).filter(Boolean);

/** The person's place as one line: "Austin, TX, US". */
export function placeOf(data: ResumeData): string {
  const { city, region, countryCode } = data.basics.location;
  return clean([city, region, countryCode]).join(', ');
}

export function resumeDocument(data: ResumeData, template: ResumeTemplate): ResumeDocument {
  const { basics } = data;
  const links = basics.profiles.filter((p) => p.network || p.username || p.url);
  const sections: Record<string, ResumeSection | null> = {
    summary: basics.summary.trim() ? { key: 'summary', title: 'Summary', kind: 'text', paragraphs: clean(basics.summary.split(/\n{2,}/)) } : null,
    work: entries('work', 'Experience', data.work, (w) => ({
      title: w.position,
      dates: dateRange(w.startDate, w.endDate),
      subtitle: clean([w.name, w.location]).join(' · '),
      lines: clean([w.summary]),
      bullets: clean(w.highlights),
    })),
    education: entries('education', 'Education', data.education, (e) => {
      const degree = clean([e.studyType, e.area]).join(', ');
      return {
        title: degree || e.institution,
        dates: dateRange(e.startDate, e.endDate),
        subtitle: degree ? e.institution.trim() : '',
        lines: clean([e.score]),
        bullets: [],
      };
    }),
    projects: entries('projects', 'Projects', data.projects, (p) => ({
      title: p.name,
      dates: dateRange(p.startDate, p.endDate),
      subtitle: p.url.trim(),
      lines: clean([p.description]),
      bullets: clean(p.highlights),
    })),
    skills: list(
      'skills',
      template === 'career-change' ? 'Transferable skills' : 'Skills',
      data.skills.map((s) => ({ label: clean([s.name, s.level ? `(${s.level})` : '']).join(' '), text: clean(s.keywords).join(', ') })),
    ),
    certificates: list(
      'certificates',
      'Certificates',
      data.certificates.map((c) => ({ label: c.name.trim(), text: clean([c.issuer, c.date]).join(', ') })),
    ),
    languages: list(
      'languages',
      'Languages',
      data.languages.map((l) => ({ label: l.language.trim(), text: l.fluency.trim() })),
    ),
    links: list(
      'links',
      'Links',
      links.map((p) => ({ label: p.network.trim(), text: linkText(p) })),
    ),
  };
  const pick = (keys: string[]) => keys.map((k) => sections[k]).filter((s): s is ResumeSection => s !== null);
  const order: Record<ResumeTemplate, { main: string[]; side: string[] }> = {
    ats: { main: ['summary', 'work', 'education', 'skills', 'certificates', 'projects', 'languages', 'links'], side: [] },
    compact: { main: ['summary', 'work', 'education', 'skills', 'certificates', 'projects', 'languages', 'links'], side: [] },
    // Career changers lead with what transfers.
    'career-change': { main: ['summary', 'skills', 'work', 'education', 'projects', 'certificates', 'languages', 'links'], side: [] },
    'two-column': { main: ['summary', 'work', 'education', 'projects'], side: ['skills', 'certificates', 'languages', 'links'] },
  };
  return {
    template,
    compact: template === 'compact',
    name: basics.name.trim(),
    label: basics.label.trim(),
    contact: clean([basics.email, basics.phone, basics.url, placeOf(data)]),
    main: pick(order[template].main),
    side: pick(order[template].side),
  };
}

function entries<T>(key: 'work' | 'education' | 'projects', title: string, rows: T[], toEntry: (row: T) => ResumeEntry): ResumeSection | null {
  const shown = rows.map(toEntry).filter((e) => e.title || e.subtitle || e.lines.length || e.bullets.length);
  return shown.length ? { key, title, kind: 'entries', entries: shown } : null;
}

function list(key: 'skills' | 'certificates' | 'languages' | 'links', title: string, rows: ResumeListItem[]): ResumeSection | null {
  const shown = rows.filter((r) => r.label || r.text);
  return shown.length ? { key, title, kind: 'list', items: shown } : null;
}

/** A list row split for drawing: the label (bold) and the rest of its line; no label when the row is one part only. */
export function listItemParts(key: ResumeSection['key'], item: ResumeListItem): { label: string; rest: string } {
  const line = listItemText(key, item);
  return item.label && item.text ? { label: item.label, rest: line.slice(item.label.length) } : { label: '', rest: line };
}

/** A list row as one line of text: "Data analysis: SQL, Python", "Spanish (Fluent)". */
export function listItemText(key: ResumeSection['key'], item: ResumeListItem): string {
  if (!item.label || !item.text) return item.label || item.text;
  if (key === 'languages') return `${item.label} (${item.text})`;
  if (key === 'certificates') return `${item.label} · ${item.text}`;
  return `${item.label}: ${item.text}`;
}
