/**
 * A job's own page, `/jobs/{id}`: the generated sample listings link there (imported jobs keep
 * their employer's link). The page is the pre-rendered shell `/shells/job/` (site layout, theme,
 * Content-Security-Policy) with the job's text put in place of its `__JOB_…__` markers, escaped;
 * no script or style is added, so the shell's CSP hashes still hold.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { jobs, type Job } from '~/server/db/schema';
import { SAMPLE_NOTICE, SAMPLE_SOURCE } from './sample';
import { locationLabel, occupationRef } from './search';
import type { OccupationRef } from '~/lib/resume-roles';

/** The shells the page function fills (src/pages/shells/). */
export const JOB_SHELL_PATH = '/shells/job/';
export const JOB_NOT_FOUND_SHELL_PATH = '/shells/job-not-found/';

/** A block of a description: a paragraph, or a list under an optional heading. */
export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; heading: string | null; items: string[] };

export interface JobPageModel {
  id: string;
  title: string;
  company: string;
  location: string;
  remote: boolean;
  /** ISO date (YYYY-MM-DD) and as shown ("Nov 3, 2026"). */
  postedOn: string;
  postedLabel: string;
  blocks: DescriptionBlock[];
  skills: string[];
  /** A generated sample listing (labelled as such), or an imported posting with its employer's link. */
  sample: boolean;
  /** The job's O*NET occupation (O*NET-SOC code and title), or null when its title names none well enough. */
  occupation: OccupationRef | null;
  employerLink: string | null;
}

const BULLET = /^\s*[•·*-]\s+/;

/**
 * A stored description as blocks: blank lines part paragraphs; lines starting with a bullet are
 * list items, under the line before them when it ends with a colon ("What you'll do:").
 */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: { heading: string | null; items: string[] } | null = null;
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list) blocks.push({ kind: 'list', ...list });
      list = null;
    };
    lines.forEach((line, i) => {
      if (BULLET.test(line)) {
        if (!list) {
          // A line ending in a colon just before the first bullet is the list's heading.
          const heading = paragraph.length && paragraph[paragraph.length - 1]!.endsWith(':') && i > 0 ? paragraph.pop()!.replace(/:$/, '') : null;
          flushParagraph();
          list = { heading, items: [] };
        }
        list.items.push(line.replace(BULLET, ''));
      } else {
        flushList();
        paragraph.push(line);
      }
    });
    flushList();
    flushParagraph();
  }
  return blocks;
}

const DATE_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function jobPageModel(row: Job): JobPageModel {
  const sample = row.source === SAMPLE_SOURCE;
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: locationLabel(row),
    remote: row.remote,
    postedOn: row.postedAt.toISOString().slice(0, 10),
    postedLabel: DATE_LABEL.format(row.postedAt),
    blocks: descriptionBlocks(row.description),
    skills: [...new Set(row.skills)],
    sample,
    occupation: occupationRef(row.occupationCode),
    employerLink: !sample && /^https?:\/\//i.test(row.link) ? row.link : null,
  };
}

/** The page model of a job by its id, or null when there is no such job. */
export async function loadJobPage(db: Db, id: string): Promise<JobPageModel | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ? jobPageModel(row) : null;
}

// ---------------------------------------------------------------------------------------
// Rendering into the shell

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function descriptionHtml(blocks: readonly DescriptionBlock[]): string {
  return blocks
    .map((b) =>
      b.kind === 'paragraph'
        ? `<p>${escapeHtml(b.text)}</p>`
        : `${b.heading ? `<h2 class="text-lg font-semibold">${escapeHtml(b.heading)}</h2>` : ''}<ul class="list-disc space-y-2 pl-6">${b.items
            .map((item) => `<li>${escapeHtml(item)}</li>`)
            .join('')}</ul>`,
    )
    .join('\n');
}

function noticeHtml(page: JobPageModel): string {
  if (page.sample) return escapeHtml(SAMPLE_NOTICE);
  if (page.employerLink) {
    return `Imported from ${escapeHtml(page.company)}’s job board. <a href="${escapeHtml(page.employerLink)}" class="underline" rel="noopener noreferrer">Read the posting and apply on the employer’s site</a>.`;
  }
  return `Imported from ${escapeHtml(page.company)}’s job board.`;
}

/** Every marker of the shell and its escaped value (text and attribute safe). */
function markers(page: JobPageModel): Record<string, string> {
  const skills = page.skills.length ? page.skills : ['No skills listed'];
  return {
    __JOB_TITLE__: escapeHtml(page.title),
    __JOB_META__: escapeHtml(`${page.title} at ${page.company}, ${page.location}.`),
    __JOB_COMPANY__: escapeHtml(page.company),
    __JOB_LOCATION__: escapeHtml(page.location),
    __JOB_POSTED_ON__: escapeHtml(page.postedOn),
    __JOB_POSTED__: escapeHtml(page.postedLabel),
    __JOB_KIND__: page.sample ? 'Sample listing' : 'Imported listing',
    __JOB_OCCUPATION__: page.occupation ? `${escapeHtml(page.occupation.title)} (O*NET-SOC ${escapeHtml(page.occupation.code)})` : 'Not classified',
    __JOB_DESCRIPTION__: descriptionHtml(page.blocks),
    __JOB_SKILLS__: skills.map((s) => `<li>${escapeHtml(s)}</li>`).join(''),
    __JOB_NOTICE__: noticeHtml(page),
  };
}

const MARKER = /__JOB_[A-Z_]+?__/g;

/** The shell with the job in it; fails loudly on a shell without the markers it needs. */
export function renderJobPage(shell: string, page: JobPageModel): string {
  const values = markers(page);
  for (const name of ['__JOB_TITLE__', '__JOB_DESCRIPTION__', '__JOB_SKILLS__', '__JOB_NOTICE__']) {
    if (!shell.includes(name)) throw new Error(`The job page shell has no ${name} marker.`);
  }
  // One pass, so a value that happens to contain a marker's text is never replaced again.
  return shell.replace(MARKER, (name) => values[name] ?? name);
}
