import { MemberGate } from '~/islands/member/MemberGate';
import { Stat, shortDay } from '~/islands/progress/charts';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { GAME_RULES, QUESTS_EMPTY, careerGameRoutes, type BadgeView, type CareerGameSummary, type QuestView } from '~/lib/career-game';

export default function CareerGame() {
  return (
    <MemberGate
      tool="career-game"
      pitch="Points, badges and a weekly streak for what you already do on your career change, and three quests from your own plan."
    >
      {() => <Game />}
    </MemberGate>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Game() {
  const { data: g, error, reload } = useMemberQuery(careerGameRoutes.summary, {}, 'Your Career Game could not be loaded.');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-1">
          Career Game <span className="align-middle text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">Beta</span>
        </h1>
        <p className="mt-1 muted">
          Points and badges for what you really do: every figure here is counted from your tracker, mock interviews, planner, resume downloads and coaching
          sessions, never made up.
        </p>
      </div>
      {error && <InlineError message={error} onRetry={reload} />}
      {!g && !error && (
        <p role="status" className="muted">
          Loading your Career Game...
        </p>
      )}
      {g && <Figures g={g} />}
    </div>
  );
}

function Figures({ g }: { g: CareerGameSummary }) {
  const earned = g.badges.filter((b) => b.earned).length;
  const streak = g.streak;
  const streakHint = streak.activeThisWeek
    ? 'This week counts already.'
    : streak.current > 0
      ? 'Do one counted thing this week to keep it going.'
      : 'Do one counted thing this week to start one.';
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="game-figures">
        <Stat
          label="Points"
          value={String(g.points)}
          hint={`From ${plural(
            g.actions.reduce((n, a) => n + a.count, 0),
            'counted action',
          )}`}
        />
        <Stat label="Weekly streak" value={plural(streak.current, 'week')} hint={`${streakHint} Longest: ${plural(streak.longest, 'week')}.`} />
        <Stat label="Badges" value={`${earned} of ${g.badges.length}`} />
      </dl>

      <section className="card" aria-labelledby="game-quests">
        <h2 id="game-quests" className="text-lg font-semibold">
          Your quests
        </h2>
        {g.quests.length ? (
          <>
            <p className="mt-1 text-sm muted">From your own pivot plan: its next steps, and skills your path needs that the plan has no step for yet.</p>
            <ol className="mt-3 space-y-3">
              {g.quests.map((q) => (
                <Quest key={q.id} quest={q} />
              ))}
            </ol>
          </>
        ) : (
          <div className="mt-3">
            <EmptyState
              title={QUESTS_EMPTY[g.questsEmpty ?? 'no-plan'].title}
              action={
                <a className="btn-primary" href={QUESTS_EMPTY[g.questsEmpty ?? 'no-plan'].href}>
                  {QUESTS_EMPTY[g.questsEmpty ?? 'no-plan'].link}
                </a>
              }
            >
              {QUESTS_EMPTY[g.questsEmpty ?? 'no-plan'].text}
            </EmptyState>
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="game-points">
        <h2 id="game-points" className="text-lg font-semibold">
          How your points add up
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your points by action: how many of each, points each, and points</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Action
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Done
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Points each
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {g.actions.map((a) => {
                const rule = GAME_RULES.actions[a.action];
                return (
                  <tr key={a.action} className="border-b border-slate-100 align-top dark:border-slate-800">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <a href={rule.room} className="underline">
                        {rule.label}
                      </a>
                      <span className="block text-xs font-normal muted">{rule.how}</span>
                    </th>
                    <td className="py-2 pr-3 text-right">{a.count}</td>
                    <td className="py-2 pr-3 text-right">{a.pointsEach}</td>
                    <td className="py-2 text-right">{a.points}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="py-2 pr-3 text-right font-semibold">
                  Total
                </th>
                <td className="py-2 text-right font-semibold">{g.points}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        {GAME_RULES.notCounted.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm muted">
            {GAME_RULES.notCounted.map((n) => (
              <li key={n.what}>
                <strong className="font-semibold">{n.what} are not counted.</strong> {n.why}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm muted">
          Weeks run Monday to Sunday (UTC). Take something away, such as an untick in your planner, and its points go with it.
        </p>
      </section>

      <section className="card" aria-labelledby="game-badges">
        <h2 id="game-badges" className="text-lg font-semibold">
          Badges
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="game-badges">
          {g.badges.map((b) => (
            <Badge key={b.id} badge={b} />
          ))}
        </ul>
      </section>
    </>
  );
}

function Quest({ quest }: { quest: QuestView }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <a href={quest.href} className="font-semibold underline">
        {quest.title}
      </a>
      <p className="mt-1 text-sm muted">
        {quest.why}
        {quest.dueOn && ` Due ${shortDay(quest.dueOn)}.`}
      </p>
      <p className="mt-1 text-sm font-medium">
        {quest.points !== null
          ? `Worth ${plural(quest.points, 'point')} when done.`
          : `Each step you add for it earns ${plural(GAME_RULES.actions.planStep.points, 'point')} when done.`}
      </p>
    </li>
  );
}

function Badge({ badge }: { badge: BadgeView }) {
  return (
    <li
      className={`rounded-lg border p-3 ${badge.earned ? 'border-brand-600 dark:border-brand-100' : 'border-dashed border-slate-300 dark:border-slate-600'}`}
      data-earned={badge.earned}
    >
      <p className="font-semibold">
        <span aria-hidden="true">{badge.earned ? '★ ' : '☆ '}</span>
        {badge.name}
        <span className="sr-only">{badge.earned ? ' (earned)' : ' (not earned yet)'}</span>
      </p>
      <p className="mt-1 text-sm muted">{badge.requirement}</p>
      <p className="mt-1 text-sm">{badge.earned && badge.earnedOn ? `Earned on ${shortDay(badge.earnedOn)}.` : `Progress: ${badge.have} of ${badge.need}.`}</p>
    </li>
  );
}
