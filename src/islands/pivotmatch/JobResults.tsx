import type { ReactNode } from 'react';
import { MATCHED_SKILLS_SHOWN, badgeColour, matchedSkillList, type BadgeColour, type JobMatch } from '~/lib/pivotmatch';
import { SkillChips } from './SkillChips';
import { SaveToTracker } from './SaveToTracker';
import { BuildingIcon, ExternalIcon, PinIcon } from './icons';

interface Props {
  hasSession: boolean;
  searching: boolean;
  /** null until a search has run. */
  matches: JobMatch[] | null;
  /** True when the matches are the built-in location samples (search fallback). */
  samples: boolean;
  /** Matches the server kept back below Elite (docs/decisions/0016). */
  moreCount?: number;
  /** Shown above an Elite member's results ("Save this search"). */
  actions?: ReactNode;
  /** Said when the search widened the place ("3 near Salt Lake City; more across Utah and remote"). */
  placeNote?: string | null;
}

const BADGE_CLASS: Record<BadgeColour, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900 dark:text-yellow-100',
  grey: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
};

function Empty({ children }: { children: string }) {
  return (
    <div className="flex min-h-48 items-center justify-center rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
      <p className="muted">{children}</p>
    </div>
  );
}

/** `saveable` is false for the built-in sample companies: they are not postings to track. */
/** One match; `children` go under its skills (where an Elite hidden opportunity came from); `whyLabel` leads its why line. */
export function JobCard({ job, saveable, whyLabel, children }: { job: JobMatch; saveable: boolean; whyLabel?: string; children?: ReactNode }) {
  const pct = Math.round(job.match_percentage);
  const colour = badgeColour(pct);
  const skills = matchedSkillList(job.matched_skills);
  return (
    <li className="card p-5" data-testid="job-match">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          {job.sample && (
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-200" data-testid="sample-label">
              Sample listing
            </p>
          )}
          <h3 className="text-lg font-semibold">{job.title}</h3>
          <p className="muted mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1">
              <BuildingIcon />
              {job.company}
            </span>
            <span className="inline-flex items-center gap-1">
              <PinIcon />
              {job.location}
            </span>
          </p>
        </div>
        <span data-badge={colour} className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${BADGE_CLASS[colour]}`}>
          {pct}% match
        </span>
      </div>
      {job.why && (
        <p className="mt-3 text-sm font-medium text-slate-800 dark:text-slate-200" data-testid="match-why">
          {whyLabel && <strong>{whyLabel} </strong>}
          {job.why}
        </p>
      )}
      {job.occupation && (
        <p className="muted mt-1 text-xs" data-testid="match-occupation">
          Occupation: {job.occupation.title}
        </p>
      )}
      {job.description && <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{job.description}</p>}
      {skills.length > 0 && (
        <div className="mt-3">
          <p className="sr-only">Matched skills:</p>
          <SkillChips skills={skills} limit={MATCHED_SKILLS_SHOWN} chipClass="bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100" />
        </div>
      )}
      {children}
      <div className="flex flex-wrap gap-3">
        {job.link && (
          <a href={job.link} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-4">
            View Job
            <span className="sr-only">
              {' '}
              {job.title} at {job.company} (opens in a new tab)
            </span>
            <ExternalIcon />
          </a>
        )}
        {saveable && <SaveToTracker job={job} />}
      </div>
    </li>
  );
}

/** Below a limited list: what Elite would show, and the way to it. */
function MoreWithElite({ count }: { count: number }) {
  return (
    <div
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 dark:border-slate-600 dark:bg-slate-800"
      data-testid="more-with-elite"
    >
      <p className="font-semibold">
        {count} more {count === 1 ? 'match' : 'matches'} with Elite
      </p>
      <a href="/subscribe?plan=elite" className="btn-primary">
        Upgrade to Elite<span className="sr-only"> to see every match</span>
      </a>
    </div>
  );
}

/** The results column: empty states, or the list of job matches. */
export function JobResults({ hasSession, searching, matches, samples, moreCount = 0, actions, placeNote = null }: Props) {
  let body;
  if (!hasSession) body = <Empty>Upload your resume to get started</Empty>;
  else if (searching && !matches) body = <Empty>Searching...</Empty>;
  else if (!matches) body = <Empty>Use the filters to find matching jobs</Empty>;
  else if (matches.length === 0) body = <Empty>No matching jobs found. Try adjusting your filters.</Empty>;
  else
    body = (
      <>
        {actions}
        <p className="muted mb-3 text-sm">
          {moreCount > 0
            ? `The top ${matches.length} of ${matches.length + moreCount} matches`
            : `${matches.length} ${matches.length === 1 ? 'match' : 'matches'}`}
          {samples && ' near your location (sample companies while live matching is unavailable)'}
        </p>
        {placeNote && (
          <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800" data-testid="place-note">
            {placeNote}
          </p>
        )}
        <ul className="space-y-4">
          {matches.map((job, i) => (
            <JobCard key={`${job.title}-${job.company}-${i}`} job={job} saveable={!samples} />
          ))}
        </ul>
        {moreCount > 0 && <MoreWithElite count={moreCount} />}
      </>
    );

  return (
    <section aria-labelledby="pm-results-heading" aria-busy={searching}>
      <h2 id="pm-results-heading" className="mb-4 text-xl font-semibold">
        Job Matches
      </h2>
      {body}
    </section>
  );
}
