import { MemberGate } from '~/islands/member/MemberGate';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { TRACKER_STAGE_LABELS } from '~/lib/tracker';
import { progressRoutes, trendSentence } from '~/lib/progress';
import { BarChart, LineChart, Stat, shortDay } from './charts';

export default function ProgressDashboard() {
  return (
    <MemberGate tool="progress" pitch="See your mock interviews, STAR scores and speaking pace improve over time, beside your applications by stage.">
      {() => <Progress />}
    </MemberGate>
  );
}

function Progress() {
  const { data: summary, error, reload } = useMemberQuery(progressRoutes.summary, {}, 'Your progress could not be loaded.');

  const t = summary?.totals;
  const nothingYet = t && t.sessions === 0 && t.recordings === 0 && t.jobsTracked === 0;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">Progress</h1>
        <p className="mt-1 muted">Your mock interviews, STAR scores, speaking pace and applications, as they grow.</p>
      </div>
      {error && <InlineError message={error} onRetry={reload} />}
      {!summary && !error && (
        <p role="status" className="muted">
          Loading your progress...
        </p>
      )}
      {nothingYet && (
        <EmptyState
          title="Nothing to chart yet"
          action={
            <>
              <a className="btn-primary" href="/dashboard/interviews">
                Start a mock interview
              </a>
              <a className="btn-secondary" href="/dashboard/tracker">
                Open your job tracker
              </a>
            </>
          }
        >
          Answer a mock interview question or track an application, and your progress appears here.
        </EmptyState>
      )}
      {summary && t && !nothingYet && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            <Stat label="Mock interviews" value={String(t.sessions)} hint={`${t.answers} answer${t.answers === 1 ? '' : 's'}`} />
            <Stat label="Average STAR score" value={t.averageStarScore === null ? '—' : `${t.averageStarScore}/100`} />
            <Stat
              label="Average pace"
              value={t.averagePace === null ? '—' : `${t.averagePace} wpm`}
              hint={`${t.recordings} practice recording${t.recordings === 1 ? '' : 's'}`}
            />
            <Stat label="Applications" value={String(t.applications)} hint="tracked jobs at Applied or later" />
            <Stat label="Assessments taken" value={String(t.assessments)} />
          </dl>
          <div className="grid gap-4 xl:grid-cols-2">
            <LineChart
              title="STAR score by session"
              summary={trendSentence(summary.starScores)}
              unit="average STAR score"
              max={100}
              empty={
                <a href="/dashboard/interviews" className="underline">
                  Answer a mock interview question to see your first score.
                </a>
              }
              data={summary.starScores.map((p) => ({
                label: shortDay(p.day),
                value: p.averageScore,
                detail: `${p.roleTitle}, ${p.answers} answer${p.answers === 1 ? '' : 's'}`,
              }))}
            />
            <LineChart
              title="Speaking pace"
              summary={
                summary.pace.length > 1 ? `Words a minute in your last ${summary.pace.length} spoken answers.` : 'Words a minute in your spoken answers.'
              }
              unit="words a minute"
              empty={
                <a href="/dashboard/practice" className="underline">
                  Record a practice answer to see your pace.
                </a>
              }
              data={summary.pace.map((p) => ({
                label: shortDay(p.day),
                value: p.wordsPerMinute,
                detail: p.source === 'practice' ? 'practice recording' : 'mock interview',
              }))}
            />
            <BarChart
              title="Mock interviews per week"
              summary={`Sessions with at least one answer, over the last ${summary.sessionsByWeek.length} weeks (weeks start on Monday).`}
              unit="sessions"
              empty={
                <a href="/dashboard/interviews" className="underline">
                  No mock interviews in the last 12 weeks: start one.
                </a>
              }
              data={summary.sessionsByWeek.map((w) => ({ label: shortDay(w.weekStart), value: w.sessions }))}
            />
            <BarChart
              title="Applications by stage"
              summary={`The ${t.jobsTracked} job${t.jobsTracked === 1 ? '' : 's'} in your tracker, by where they stand.`}
              unit="jobs"
              empty={
                <a href="/dashboard/tracker" className="underline">
                  Track a job to see your applications by stage.
                </a>
              }
              data={summary.applicationsByStage.map((s) => ({ label: TRACKER_STAGE_LABELS[s.stage], value: s.count }))}
            />
          </div>
        </>
      )}
    </div>
  );
}
