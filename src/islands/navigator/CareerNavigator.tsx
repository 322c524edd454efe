import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { SelectField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { apiErrorMessage, apiFormErrorMessage, call } from '~/lib/api';
import { plannerRoutes } from '~/lib/planner';
import {
  NAVIGATOR_TITLE_MAX,
  PATH_WEIGHTS,
  fitWord,
  navigatorRoutes,
  type CareerPath,
  type NavigatorAnswer,
  type PathJob,
  type PathPart,
  type NavigatorSource,
} from '~/lib/navigator';
import { quoteParts, sectionInWords } from '~/lib/skill-evidence';
import { toolPath } from '~/lib/catalogue';

const PATH = toolPath('navigator');

export default function CareerNavigator() {
  return (
    <MemberGate
      tool="navigator"
      pitch="See which occupations your experience transfers to, what carries over with the words of your own resume, and what each would take."
    >
      {() => <Navigator />}
    </MemberGate>
  );
}

interface Query {
  source: string;
  title: string;
  own: boolean;
}

const sourceKey = (s: { kind: string; id: string }) => `${s.kind}:${s.id}`;
function parseSource(key: string): NavigatorSource | null {
  const [kind, id] = key.split(':');
  return (kind === 'pivotmatch' || kind === 'resume') && id ? { kind, id } : null;
}

/** The query in the address, so a reload or a shared link shows the same paths. */
function readAddress(): Query | null {
  const q = new URLSearchParams(window.location.search);
  const source = q.get('source');
  return source ? { source, title: q.get('title') ?? '', own: q.get('own') === '1' } : null;
}
function writeAddress(query: Query) {
  const q = new URLSearchParams({ source: query.source });
  if (query.title) q.set('title', query.title);
  if (query.own) q.set('own', '1');
  window.history.replaceState(null, '', `${PATH}?${q}`);
}

const PART_LABELS: Record<PathPart, string> = {
  profile: 'Skill and knowledge levels you already have',
  tools: 'Your resume’s skills and tools it uses',
  related: 'O*NET relatedness to your occupation',
  zone: 'Preparation (job zone) still to gain',
};

function Navigator() {
  const gate = useGate();
  const id = useId();
  const { data: setup, error: setupError, reload: load } = useMemberQuery(navigatorRoutes.setup, {}, 'We could not load your resumes.');
  /** The query in the address (or the first resume) is taken once the setup is in. */
  const [started, setStarted] = useState(false);
  const [query, setQuery] = useState<Query>({ source: '', title: '', own: false });
  const [answer, setAnswer] = useState<NavigatorAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (q: Query) => {
      const source = parseSource(q.source);
      if (!source) return;
      setBusy(true);
      setError(null);
      writeAddress(q);
      try {
        setAnswer(await call(navigatorRoutes.navigate, { body: { source, currentTitle: q.title, includeOwnGroup: q.own } }));
      } catch (e) {
        if (!gate.denied(e)) setError(apiFormErrorMessage(e, 'We could not rank your paths. Try again.'));
      } finally {
        setBusy(false);
      }
    },
    [gate],
  );

  useEffect(() => {
    if (!setup || started) return;
    setStarted(true);
    const saved = readAddress();
    const first = setup.sources[0];
    if (saved && setup.sources.some((x) => sourceKey(x) === saved.source)) {
      setQuery(saved);
      void run(saved);
    } else if (first) {
      setQuery({ source: sourceKey(first), title: first.title ?? '', own: false });
    }
  }, [setup, started, run]);

  if (setupError) return <InlineError message={setupError} onRetry={load} />;
  if (!setup || !started)
    return (
      <p role="status" className="muted">
        Loading the navigator...
      </p>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(query);
  };
  const pickSource = (key: string) => {
    const s = setup.sources.find((x) => sourceKey(x) === key);
    setQuery((q) => ({ ...q, source: key, title: q.title || s?.title || '' }));
  };

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="heading-1">Career Opportunity Navigator</h1>
        <p className="muted max-w-3xl">
          Where your experience already counts: every occupation O*NET describes, ranked by what transfers from your resume and your current job, with what each
          would still take.
        </p>
      </header>

      {setup.sources.length === 0 ? (
        <EmptyState
          title="The navigator reads one of your resumes"
          action={
            // Resumes is in every toolkit that has the navigator; PivotMatch is Elite's.
            <a className="btn-primary" href="/dashboard/resumes">
              Import or build a resume
            </a>
          }
        >
          Import your resume file into Resumes, or write one there, then come back to see your paths.
        </EmptyState>
      ) : (
        <form onSubmit={submit} className="card grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end" aria-describedby={error ? `${id}-error` : undefined}>
          {/* A row of its own: the options name the resume, its kind and date, and must read whole. */}
          <SelectField id={`${id}-source`} label="Resume" className="md:col-span-2" value={query.source} onChange={pickSource}>
            {setup.sources.map((s) => (
              <option key={sourceKey(s)} value={sourceKey(s)}>
                {s.label} ({s.kind === 'pivotmatch' ? 'uploaded' : 'builder'}, {new Date(s.at).toLocaleDateString('en-US', { dateStyle: 'medium' })})
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${id}-title`}
            label="Your current or last job title"
            value={query.title}
            maxLength={NAVIGATOR_TITLE_MAX}
            placeholder="High School Teacher"
            onChange={(title) => setQuery((q) => ({ ...q, title }))}
          />
          <button type="submit" className="btn-primary" disabled={busy || !query.source}>
            {busy ? 'Ranking…' : 'Show my paths'}
          </button>
          <label className="flex items-center gap-2 text-sm md:col-span-2">
            <input type="checkbox" checked={query.own} onChange={(e) => setQuery((q) => ({ ...q, own: e.target.checked }))} />
            Include occupations of my own group ({answer?.current ? `the ones next to ${answer.current.title}` : 'the ones next to the job I have now'})
          </label>
        </form>
      )}

      {error && <InlineError id={`${id}-error`} message={error} onRetry={() => void run(query)} />}
      {busy && !answer && (
        <p role="status" className="muted">
          Comparing your resume with every occupation O*NET describes…
        </p>
      )}
      {answer && <Answer answer={answer} query={query} />}

      <p className="text-xs muted">{setup.attribution}</p>
    </div>
  );
}

function Answer({ answer, query }: { answer: NavigatorAnswer; query: Query }) {
  return (
    <section aria-labelledby="paths-heading" className="space-y-4">
      <h2 id="paths-heading" className="heading-2">
        Your paths
      </h2>
      <p className="muted" data-testid="navigator-current">
        {answer.current
          ? answer.current.from === 'title'
            ? `We read “${query.title}” as ${answer.current.title} (O*NET ${answer.current.code}).`
            : `We read your resume as closest to ${answer.current.title} (O*NET ${answer.current.code}). Type your job title to change this.`
          : 'We could not tell your current occupation, so paths are ranked on your resume’s skills and tools alone.'}{' '}
        {answer.compared.toLocaleString('en-US')} occupations compared; {answer.source.skills} skills read from {answer.source.label}.
      </p>
      {answer.paths.length === 0 ? (
        <EmptyState title="No path stands out yet">Your resume names few skills or tools we know. Add your skills to it, then try again.</EmptyState>
      ) : (
        <ol className="space-y-4">
          {answer.paths.map((p, i) => (
            <PathCard key={p.code} path={p} rank={i + 1} query={query} />
          ))}
        </ol>
      )}
      {answer.limited && (
        <div className="card border-brand-300" role="note">
          <p>
            Showing {answer.paths.length} of {answer.total} paths. <strong>Elite</strong> shows every path, with saved searches and introductions.
          </p>
          <a className="btn-primary mt-3" href="/subscribe?plan=elite">
            See Elite
          </a>
        </div>
      )}
    </section>
  );
}

function PathCard({ path, rank, query }: { path: CareerPath; rank: number; query: Query }) {
  const id = useId();
  const gate = useGate();
  const [jobs, setJobs] = useState<PathJob[] | null>(null);
  const [jobsError, setJobsError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const source = parseSource(query.source)!;

  const loadJobs = () => {
    setJobsError(null);
    call(navigatorRoutes.jobs, { body: { source, code: path.code } })
      .then((r) => setJobs(r.jobs))
      .catch((e) => {
        if (!gate.denied(e)) setJobsError(apiErrorMessage(e, 'We could not load the jobs.'));
      });
  };
  const addToPlanner = async () => {
    setAdding(true);
    setAddError(null);
    try {
      const plan = await call(plannerRoutes.create, { body: { source, currentTitle: query.title, code: path.code } });
      window.location.assign(`/dashboard/planner?plan=${encodeURIComponent(plan.id)}`);
    } catch (e) {
      if (!gate.denied(e)) setAddError(apiErrorMessage(e, 'We could not add this path to your planner.'));
      setAdding(false);
    }
  };

  return (
    <li className="card space-y-3" aria-labelledby={`${id}-title`} data-testid="career-path">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-lg font-semibold break-words">
            <span className="muted">{rank}.</span> {path.title}
          </h3>
          {path.titles.length > 0 && <p className="text-sm">Job titles: {path.titles.join(', ')}</p>}
        </div>
        <p className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-slate-700 dark:text-brand-100">
          {Math.round(path.score)} · {fitWord(path.score)}
        </p>
      </div>
      <p className="text-sm muted">{path.summary}</p>
      <p className="text-sm">{path.because}</p>
      <details className="group">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 dark:text-brand-100">What transfers, what is missing, and the figures</summary>
        <div className="mt-3 grid gap-6 md:grid-cols-2">
          <section aria-label="What transfers">
            <h4 className="font-semibold">What transfers</h4>
            {path.transfers.length === 0 ? (
              <p className="text-sm muted">Nothing on your resume matches this occupation’s rows yet.</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm">
                {path.transfers.map((t) => (
                  <li key={`${t.kind}:${t.name}`}>
                    <strong>{t.name}</strong> <span className="muted">({t.kind})</span> — {t.why}
                    <span className="block text-xs muted">{t.source}</span>
                    {t.evidence.map((span, i) => {
                      const q = quoteParts(span);
                      return (
                        <blockquote key={i} className="mt-1 border-l-2 border-slate-300 pl-2 text-xs dark:border-slate-600">
                          <span className="block muted">{sectionInWords(span.section)}</span>
                          {q.before}
                          <mark>{q.words}</mark>
                          {q.after}
                        </blockquote>
                      );
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="What is missing">
            <h4 className="font-semibold">What is missing, most important first</h4>
            {path.missing.length === 0 ? (
              <p className="text-sm muted">Nothing important: your experience covers what O*NET lists for it.</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {path.missing.map((g) => (
                  <li key={`${g.kind}:${g.name}`}>
                    <strong>{g.name}</strong> <span className="muted">({g.kind})</span> — importance {g.importance.toFixed(1)} of 5
                    {g.levelGap !== null ? `, ${g.levelGap.toFixed(1)} more level` : ''}
                    <span className="block text-xs muted">{g.source}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Typical tasks">
            <h4 className="font-semibold">Typical tasks</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {path.tasks.map(([taskId, text]) => (
                <li key={taskId}>{text}</li>
              ))}
            </ul>
          </section>
          <section aria-label="How the score is made">
            <h4 className="font-semibold">How the score is made</h4>
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">Parts of the score for {path.title}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col">Part</th>
                  <th scope="col">Figure</th>
                  <th scope="col">Weight</th>
                </tr>
              </thead>
              <tbody>
                {(Object.keys(PATH_WEIGHTS) as PathPart[]).map((k) => (
                  <tr key={k}>
                    <th scope="row" className="pr-2 text-left font-normal">
                      {PART_LABELS[k]}
                    </th>
                    <td>{path.parts[k] === null ? 'Not known' : `${Math.round(path.parts[k]! * 100)}%`}</td>
                    <td>{Math.round(PATH_WEIGHTS[k] * 100)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-xs muted">
              O*NET-SOC {path.code}
              {path.zone ? `, job zone ${path.zone}` : ''}
              {path.related ? `, ${path.related} to your occupation` : ''}.
            </p>
          </section>
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => void addToPlanner()} disabled={adding}>
          {adding ? 'Adding…' : 'Add to my planner'}
        </button>
        {jobs === null && (
          <button type="button" className="btn-secondary" onClick={loadJobs}>
            Show matching jobs
          </button>
        )}
      </div>
      {addError && <InlineError message={addError} onRetry={() => void addToPlanner()} />}
      {jobsError && <InlineError message={jobsError} onRetry={loadJobs} />}
      {jobs && (
        <section aria-label={`Jobs for ${path.title}`}>
          {jobs.length === 0 ? (
            <p className="text-sm muted">No job in our listings has this occupation’s titles right now. PivotMatch searches every listing.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {jobs.map((j) => (
                <li key={j.link}>
                  <a href={j.link} className="font-semibold text-brand-700 underline dark:text-brand-100">
                    {j.title}
                  </a>{' '}
                  at {j.company}, {j.location} · {j.matchPercentage}% match
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </li>
  );
}
