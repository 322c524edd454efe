import {
  QUESTIONNAIRE,
  TARGET_FIELD_BONUS,
  relativeWords,
  typeByNumber,
  workStyleName,
  type StyleComparison,
  type AssessmentResultView,
  type AssessmentTakeView,
  type AssessmentTarget,
} from '~/lib/assessment';

export const takenAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const typeLabel = (n: number) => `Type ${n}, ${typeByNumber(n)?.name ?? 'unknown type'}`;
const figure = (n: number) => n.toFixed(2);
/** A style, each side against its own average, in words: the order of closest and furthest is by these. */
function Comparison({ c }: { c: StyleComparison }) {
  return (
    <>
      <span className="font-medium">{c.name}</span>: you {relativeWords(c.youRelative)} your average, the role {relativeWords(c.occupationRelative)} its average
    </>
  );
}

const TARGET_SOURCES: Record<AssessmentTarget['source'], string> = {
  plan: 'your pivot plan',
  resume: 'the target role on your resume',
  interview: 'your latest mock interview',
};

/** The latest take: the type, what it brings to a new field, the scores and the best-fitting occupations. */
export function AssessmentResult({ result, onRetake }: { result: AssessmentResultView; onRetake(): void }) {
  const type = typeByNumber(result.primaryType);
  const styles = QUESTIONNAIRE.workStyles.filter((s) => result.workStyles[s.id] !== undefined);
  return (
    <div className="space-y-6">
      <section className="card space-y-4" aria-labelledby="result-type">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm muted">Your result, {takenAt(result.createdAt)}</p>
            <h2 id="result-type" className="mt-1 text-2xl font-bold">
              {typeLabel(result.primaryType)}
            </h2>
          </div>
          <button type="button" className="btn-primary" onClick={onRetake}>
            Retake the assessment
          </button>
        </div>
        {result.flat && (
          <div
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-slate-800 dark:text-amber-100"
          >
            <p className="font-semibold">Your answers are too alike to rank</p>
            <p className="mt-1">
              You answered “{QUESTIONNAIRE.scale[result.flat.answer - 1]}” to {result.flat.count} of the {result.flat.total} statements, so the types and work
              styles below are mostly ties and say little about you, and we have not matched occupations to them. Retake the assessment and use the whole scale:
              agree with what is most like you, disagree with what is least.
            </p>
          </div>
        )}
        {type && (
          <>
            <p>{type.summary}</p>
            <div className="grid gap-6 md:grid-cols-2">
              <div>
                <h3 className="font-semibold">What you bring to a new field</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" aria-label="Strengths in a new field">
                  {type.strengths.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-semibold">Watch for</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                  {type.watchOuts.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            </div>
          </>
        )}
        <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">{QUESTIONNAIRE.notice}</p>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card" aria-labelledby="type-scores">
          <h2 id="type-scores" className="text-lg font-semibold">
            All nine types
          </h2>
          <p className="mt-1 text-sm muted">How strongly your answers speak for each type, 0 to 100.</p>
          <ul className="mt-3 space-y-2">
            {result.typeScores.map((score, i) => (
              <li key={i} className="text-sm">
                <div className="flex justify-between gap-2">
                  <span className={i + 1 === result.primaryType ? 'font-semibold' : undefined}>{typeLabel(i + 1)}</span>
                  <span className="tabular-nums">{score}</span>
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${score}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="work-styles">
          <h2 id="work-styles" className="text-lg font-semibold">
            Your work styles
          </h2>
          <p className="mt-1 text-sm muted">The 16 O*NET work styles, scored from your answers on O*NET's importance scale, 1 to 5.</p>
          <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
            {styles.map((s) => (
              <div key={s.id} className="contents">
                <dt>{s.name}</dt>
                <dd className="text-right tabular-nums">{figure(result.workStyles[s.id]!)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section className="card" aria-labelledby="fits">
        <h2 id="fits" className="text-lg font-semibold">
          Occupations whose work styles fit yours
        </h2>
        <div className="mt-1 space-y-2 text-sm muted">
          <p>
            We compare the shape of your work styles with each occupation&apos;s: which styles you rated above and below your own average, and which O*NET rates
            above and below average in importance for the occupation. The more the two rise and fall together, the higher the fit: 100 is the same shape, 50 no
            likeness, 0 the opposite.
          </p>
          {result.target && (
            <p data-testid="assessment-target">
              You are working toward {result.target.title} ({TARGET_SOURCES[result.target.source]}), so occupations in its field, {result.target.fieldName},
              move up the list as if they fitted {TARGET_FIELD_BONUS} points better; the fit shown is their own.
              {result.target.fit !== null && ` ${result.target.title} itself fits you at ${result.target.fit}.`}
            </p>
          )}
        </div>
        {result.flat ? (
          <div className="mt-3 space-y-3 text-sm">
            <p>Your answers are too alike to match occupations to. Retake the assessment to see the occupations that fit you.</p>
            <button type="button" className="btn-secondary" onClick={onRetake}>
              Retake the assessment
            </button>
          </div>
        ) : result.fits.length === 0 ? (
          <p className="mt-3 text-sm">This take measured too few work styles to compare. Retake the assessment to see your fits.</p>
        ) : (
          <ol className="mt-4 grid gap-3 md:grid-cols-2" aria-label="Best-fitting occupations, best first">
            {result.fits.map((f) => (
              <li key={f.code} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="occupation-fit">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold">
                    {f.title}
                    <span className="block text-xs font-normal muted">{f.code}</span>
                    {f.inTargetField && (
                      <span className="mt-1 inline-block rounded bg-brand-50 px-1.5 py-0.5 text-xs font-normal text-brand-800 dark:bg-slate-800 dark:text-brand-100">
                        In your target field
                      </span>
                    )}
                  </h3>
                  <p className="shrink-0 text-right">
                    <span className="text-2xl font-bold tabular-nums">{f.fit}</span> <span className="text-sm">fit</span>
                  </p>
                </div>
                <dl className="mt-3 space-y-2 text-sm">
                  {f.closest.length > 0 && (
                    <div>
                      <dt className="font-medium">Where you match most</dt>
                      <dd>
                        <ul>
                          {f.closest.map((c) => (
                            <li key={c.id}>
                              <Comparison c={c} />
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt className="font-medium">Differs most</dt>
                    <dd>
                      <Comparison c={f.furthest} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        )}
        <p className="mt-4 text-xs muted">{result.attribution}</p>
      </section>
    </div>
  );
}

/** Every take, newest first, so a retake can be compared with what came before. */
export function PastTakes({ takes }: { takes: AssessmentTakeView[] }) {
  return (
    <section className="card" aria-labelledby="past-takes">
      <h2 id="past-takes" className="text-lg font-semibold">
        Your takes
      </h2>
      <ol className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700" aria-label="Your takes, newest first">
        {takes.map((t, i) => (
          <li key={t.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="assessment-take">
            <span>
              <span className="font-medium">{typeLabel(t.primaryType)}</span>
              {i === 0 && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800 dark:bg-slate-800 dark:text-brand-100">Latest</span>}
              <span className="block text-xs muted">Top styles: {topStyles(t).join(', ')}</span>
            </span>
            <time dateTime={t.createdAt} className="muted">
              {takenAt(t.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A take's three highest work styles, named, for comparing takes at a glance. */
function topStyles(take: AssessmentTakeView): string[] {
  return Object.entries(take.workStyles)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([id, score]) => `${workStyleName(id)} ${figure(score)}`);
}
