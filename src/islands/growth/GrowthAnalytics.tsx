import { MemberGate } from '~/islands/member/MemberGate';
import { BarChart, LineChart, Stat, shortDay } from '~/islands/progress/charts';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { checkoutUrl } from '~/lib/checkout';
import { growthRoutes, planGapsPhrase, skillGapsFigure, type WeekCount } from '~/lib/growth';
import { trendSentence } from '~/lib/progress';
import { TRACKER_STAGE_LABELS } from '~/lib/tracker';

export default function GrowthAnalytics() {
  return (
    <MemberGate
      tool="growth"
      pitch="See your career change move: the steps of your pivot plans done week by week, the skill gaps you closed, and your applications as they progress."
    >
      {() => <Growth />}
    </MemberGate>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const weeks = (data: WeekCount[]) => data.map((w) => ({ label: shortDay(w.weekStart), value: w.count, detail: `week of ${shortDay(w.weekStart)}` }));
const total = (data: WeekCount[]) => data.reduce((n, w) => n + w.count, 0);

function Growth() {
  const { data: g, error, reload } = useMemberQuery(growthRoutes.summary, {}, 'Your growth analytics could not be loaded.');

  const gaps = g ? skillGapsFigure(g.planner.plans) : null;
  const nothingYet = g && g.planner.plans.length === 0 && g.tracker.total === 0 && (!g.interviews || g.interviews.sessions === 0);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Growth analytics</h1>
        <p className="mt-1 muted">Your career change as it moves: plan steps done, skill gaps closed, applications and interview practice.</p>
      </div>
      {error && <InlineError message={error} onRetry={reload} />}
      {!g && !error && (
        <p role="status" className="muted">
          Loading your growth analytics...
        </p>
      )}
      {nothingYet && (
        <EmptyState
          title="Nothing to chart yet"
          action={
            <>
              <a className="btn-primary" href="/dashboard/navigator">
                Find a path in the Career navigator
              </a>
              <a className="btn-secondary" href="/dashboard/tracker">
                Open your job tracker
              </a>
            </>
          }
        >
          Add a career path to your planner or track an application, and your progress appears here.
        </EmptyState>
      )}
      {g && gaps && !nothingYet && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Pivot plans" value={String(g.planner.plans.length)} />
            <Stat label="Plan steps done" value={String(g.planner.stepsDone)} />
            <Stat label="Skill gaps closed" value={gaps.value} hint={gaps.hint} />
            <Stat label="Jobs tracked" value={String(g.tracker.total)} hint={`${plural(g.tracker.applications, 'application')} (Applied or later)`} />
          </dl>
          <div className="grid gap-4 xl:grid-cols-2">
            <BarChart
              title="Plan steps done per week"
              summary={`${plural(total(g.planner.stepsDoneByWeek), 'step')} of your pivot plans done in the last ${g.weeks} weeks (weeks start on Monday).`}
              unit="steps done"
              empty={
                g.planner.plans.length ? (
                  <a href="/dashboard/planner" className="underline">
                    Tick a step of your plan when you finish it to see it here.
                  </a>
                ) : (
                  <a href="/dashboard/navigator" className="underline">
                    Add a career path to your planner to start a plan.
                  </a>
                )
              }
              data={weeks(g.planner.stepsDoneByWeek)}
            />
            <BarChart
              title="Each plan, done"
              summary={
                g.planner.plans.length
                  ? `How much of each plan is done, with the skill gaps closed: ${g.planner.plans.map((p) => `${p.commonTitle} ${p.percent}%, ${planGapsPhrase(p)}`).join('; ')}.`
                  : 'How much of each of your plans is done.'
              }
              unit="% done"
              max={100}
              empty={
                <a href={g.planner.plans.length ? '/dashboard/planner' : '/dashboard/navigator'} className="underline">
                  {g.planner.plans.length ? 'No step done yet: open your planner and tick one.' : 'Add a career path to your planner to start a plan.'}
                </a>
              }
              data={g.planner.plans.map((p) => ({
                label: p.commonTitle.length > 14 ? `${p.commonTitle.slice(0, 13)}…` : p.commonTitle,
                value: p.percent,
                detail: `${p.commonTitle}: ${p.done} of ${p.total} steps, ${planGapsPhrase(p)}`,
              }))}
            />
            <BarChart
              title="Applications per week"
              summary={`${plural(total(g.tracker.applicationsByWeek), 'application')} in the last ${g.weeks} weeks, by the date you applied.`}
              unit="applications"
              empty={
                <a href="/dashboard/tracker" className="underline">
                  Move a job in your tracker to Applied to see it here.
                </a>
              }
              data={weeks(g.tracker.applicationsByWeek)}
            />
            <BarChart
              title="Applications by stage"
              summary={`The ${plural(g.tracker.total, 'job')} in your tracker, by where they stand.`}
              unit="jobs"
              empty={
                <a href="/dashboard/tracker" className="underline">
                  Track a job to see your applications by stage.
                </a>
              }
              data={g.tracker.byStage.map((s) => ({ label: TRACKER_STAGE_LABELS[s.stage], value: s.count }))}
            />
            {g.interviews ? (
              <>
                <LineChart
                  title="STAR score by session"
                  summary={trendSentence(g.interviews.starScores)}
                  unit="average STAR score"
                  max={100}
                  empty={
                    <a href="/dashboard/interviews" className="underline">
                      Answer a mock interview question to see your first score.
                    </a>
                  }
                  data={g.interviews.starScores.map((p) => ({
                    label: shortDay(p.day),
                    value: p.averageScore,
                    detail: `${p.roleTitle}, ${plural(p.answers, 'answer')}`,
                  }))}
                />
                <BarChart
                  title="Mock interviews per week"
                  summary={`Sessions with at least one answer, over the last ${g.weeks} weeks.`}
                  unit="sessions"
                  empty={
                    <a href="/dashboard/interviews" className="underline">
                      No mock interviews in the last {g.weeks} weeks: start one.
                    </a>
                  }
                  data={weeks(g.interviews.sessionsByWeek)}
                />
              </>
            ) : (
              <section className="card xl:col-span-2" aria-labelledby="growth-upgrade" data-testid="growth-upgrade">
                <h2 id="growth-upgrade" className="font-semibold">
                  Interview practice charts come with Premium
                </h2>
                <p className="mt-1 text-sm muted">
                  Premium adds mock interviews with STAR feedback; your scores by session and your sessions per week then appear here.
                </p>
                <a className="btn-primary mt-3" href={checkoutUrl('premium', 'monthly')}>
                  Upgrade to Premium
                </a>
              </section>
            )}
          </div>
        </>
      )}
    </div>
  );
}
