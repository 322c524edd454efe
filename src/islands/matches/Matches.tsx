import { useCallback, useEffect, useState } from 'react';
import { MemberGate, useGate } from '../member/MemberGate';
import { EmptyState } from '../ui/EmptyState';
import { InlineError } from '../ui/InlineError';
import { apiErrorMessage, call } from '../../lib/api';
import { pivotmatchRoutes, type MatchHistoryEntry, type SavedSearchView } from '../../lib/pivotmatch';
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

interface Data {
  searches: SavedSearchView[];
  max: number;
  history: MatchHistoryEntry[];
}

function Room() {
  const gate = useGate();
  const [data, setData] = useState<Data | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    Promise.all([call(pivotmatchRoutes.savedSearches), call(pivotmatchRoutes.history)])
      .then(([saved, { history }]) => setData({ searches: saved.searches, max: saved.max, history }))
      .catch((e) => {
        if (!gate.denied(e)) setLoadError(apiErrorMessage(e, 'Your saved searches could not be loaded.'));
      });
  }, [gate]);
  useEffect(load, [load]);
  // Stable, so the hidden opportunities load once, not on every change to the saved searches.
  const denied = useCallback((e: unknown) => gate.denied(e), [gate]);

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!data)
    return (
      <p role="status" className="muted">
        Loading your saved searches...
      </p>
    );

  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="heading-1">Saved searches and hidden opportunities</h1>
        <p className="muted max-w-3xl">
          Your PivotMatch searches with new-match e-mails, jobs your skills fit that you would not have searched for, and every search you ran.
        </p>
      </header>
      {data.searches.length === 0 && data.history.length === 0 ? (
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
        <SavedSearches
          searches={data.searches}
          max={data.max}
          onChange={(update) => setData((d) => d && { ...d, searches: update(d.searches) })}
          denied={denied}
        />
      )}
      <HiddenOpportunities />
      {(data.searches.length > 0 || data.history.length > 0) && <MatchHistory history={data.history} />}
    </div>
  );
}
