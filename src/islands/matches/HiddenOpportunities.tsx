import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { JobCard } from '~/islands/pivotmatch/JobResults';

/**
 * Jobs the member would not search for whose requirements their skills cover, each with its match
 * score, why it fits (the job's own line, quoting the resume) and the navigator path that found it. Loads on its own, so the rest of the room never waits on it.
 */
export function HiddenOpportunities() {
  const { data: view, error, reload } = useMemberQuery(pivotmatchRoutes.hiddenOpportunities, {}, 'Your hidden opportunities could not be loaded.');

  return (
    <section id="hidden-opportunities" aria-labelledby="hidden-heading" className="space-y-4">
      <div>
        <h2 id="hidden-heading" className="text-xl font-semibold">
          Hidden opportunities
        </h2>
        <p className="muted max-w-3xl text-sm">
          Jobs with titles you would probably not search for, whose requirements your resume already covers. Each comes from one of your paths in the Career
          navigator.
        </p>
      </div>
      {error && <InlineError message={error} onRetry={reload} />}
      {!view && !error && (
        <p role="status" className="muted">
          Looking through your career paths...
        </p>
      )}
      {view && !view.source && (
        <p className="text-sm">
          <a href="/pivotmatch" className="text-brand-700 underline dark:text-brand-100">
            Upload your resume on PivotMatch
          </a>{' '}
          and they appear here.
        </p>
      )}
      {view?.source && view.opportunities.length === 0 && (
        <p className="text-sm muted">
          None yet for {view.source.label}: no job outside your own field covers enough of your skills. New listings are checked each time you come back.
        </p>
      )}
      {view?.source && view.opportunities.length > 0 && (
        <>
          <p className="text-sm muted" data-testid="hidden-source">
            From {view.source.label}
            {view.current ? `, read as ${view.current.title}` : ''}.
          </p>
          <ul className="space-y-4">
            {view.opportunities.map((o) => (
              <JobCard key={o.job.link} job={o.job} saveable whyLabel="Why you:">
                <p className="muted mt-3 text-sm" data-testid="hidden-path">
                  Found through your career path no. {o.pathRank}, {o.occupation.title}, in the{' '}
                  <a href="/dashboard/navigator" className="text-brand-700 underline dark:text-brand-100">
                    Career navigator
                  </a>
                  .
                </p>
              </JobCard>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
