import { useCallback } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import { SavedSearches } from './SavedSearches';
import { MatchHistory } from './MatchHistory';
import { HiddenOpportunities } from './HiddenOpportunities';

/** The Elite room of PivotMatch: saved searches with their alerts, hidden opportunities and the match history. */
export default function Matches() {
  return (
    <MemberGate
      tool="matches"
      pitch="Save your PivotMatch searches and get an e-mail when new jobs match them, see every match rather than the top five, and look back at every search you ran."
    >
      {() => <Room />}
    </MemberGate>
  );
}

function Room() {
  const gate = useGate();
  const saved = useMemberQuery(pivotmatchRoutes.savedSearches, {}, 'Your saved searches could not be loaded.');
  const past = useMemberQuery(pivotmatchRoutes.history, {}, 'Your saved searches could not be loaded.');
  const loadError = saved.error ?? past.error;
  const load = () => {
    if (saved.error) saved.reload();
    if (past.error) past.reload();
  };
  // Stable, so the hidden opportunities load once, not on every change to the saved searches.
  const denied = useCallback((e: unknown) => gate.denied(e), [gate]);

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!saved.data || !past.data)
    return (
      <p role="status" className="muted">
        Loading your saved searches...
      </p>
    );

  const { searches, max } = saved.data;
  const { history } = past.data;

  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="heading-1">Saved searches and hidden opportunities</h1>
        <p className="muted max-w-3xl">
          Your PivotMatch searches with new-match e-mails, jobs your skills fit that you would not have searched for, and every search you ran.
        </p>
      </header>
      {searches.length === 0 && history.length === 0 ? (
        <EmptyState
          title="No searches yet"
          action={
            <a href="/pivotmatch" className="btn-primary">
              Run a search on PivotMatch
            </a>
          }
        >
          Upload your resume on PivotMatch and run a search: it appears here, and from the results you can save it to get new matches by e-mail.
        </EmptyState>
      ) : (
        <SavedSearches searches={searches} max={max} onChange={(update) => saved.setData((d) => d && { ...d, searches: update(d.searches) })} denied={denied} />
      )}
      <HiddenOpportunities />
      {(searches.length > 0 || history.length > 0) && <MatchHistory history={history} />}
    </div>
  );
}
