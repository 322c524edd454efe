/**
 * The Career Game's figures as a pure function of the member's rows: rows in, figures out, the
 * same rows always giving the same answer (the loader is ./load.ts). Nothing here invents an
 * action: each point stands for one row of the tracker, the mock interviews, the planner, the
 * resume downloads or the coaching bookings, and the streak is read from those rows' own dates (UTC).
 */
import type { ActionTally, BadgeView, CareerGameSummary, GameAction, GameRules, QuestView, StreakView } from '~/lib/career-game';
import { GAME_ACTIONS, QUESTS_MAX, badgeRequirement } from '~/lib/career-game';
import type { TrackerStage } from '~/lib/catalogue';
import type { Gap } from '~/lib/navigator';
import { PLAN_STEP_KIND_LABELS, addDays, commonTitleOf } from '~/lib/planner';
import { isApplication, weekStartOf } from '~/lib/progress';
import type { PlanStepKind } from '~/lib/catalogue';

/** The member's rows the game reads, as the loader selects them. */
export interface GameRows {
  trackedJobs: { id: string; stage: TrackerStage; appliedOn: string | null; createdAt: Date }[];
  /** Every answer row (re-answers included): the game counts each question of a session once. */
  interviewAnswers: { sessionId: string; questionId: string; createdAt: Date }[];
  plans: {
    id: string;
    createdAt: Date;
    /** The saved navigator path (the plan's snapshot). */
    path: { title: string; titles: string[]; score: number; missing: Gap[] };
  }[];
  planSteps: {
    id: string;
    planId: string;
    position: number;
    kind: PlanStepKind;
    title: string;
    skill: string | null;
    dueOn: string | null;
    doneAt: Date | null;
  }[];
  /** One row per resume and UTC day it was downloaded (resume_exports keeps no more). */
  resumeExports: { id: string; day: string }[];
  coachingBookings: { id: string; status: string; startsAt: Date; durationMinutes: number; withdrawnAt: Date | null }[];
}

/** One counted action and the UTC day it happened. */
export interface CountedAction {
  action: GameAction;
  /** The row it comes from, so a test can name it. */
  id: string;
  day: string;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Every action that counts, from the rows:
 * - an application: a tracked job that is one (Progress and Growth's rule, `isApplication`), on its applied date (or the day it was added when it has none);
 * - a mock-interview question answered and scored: each (session, question) once, on its first answer;
 * - a plan step done, on the day it was ticked;
 * - a resume exported: each resume once a day, on that day;
 * - a coaching session held: a live booking of a slot not withdrawn whose time is over, on the session's day.
 */
export function countedActions(rows: GameRows, now: Date): CountedAction[] {
  const out: CountedAction[] = [];
  for (const j of rows.trackedJobs) if (isApplication(j)) out.push({ action: 'application', id: j.id, day: j.appliedOn ?? dayOf(j.createdAt) });
  const firstAnswer = new Map<string, Date>();
  for (const a of rows.interviewAnswers) {
    const key = `${a.sessionId} ${a.questionId}`;
    const seen = firstAnswer.get(key);
    if (!seen || a.createdAt < seen) firstAnswer.set(key, a.createdAt);
  }
  for (const [key, at] of firstAnswer) out.push({ action: 'interviewAnswer', id: key, day: dayOf(at) });
  for (const s of rows.planSteps) if (s.doneAt) out.push({ action: 'planStep', id: s.id, day: dayOf(s.doneAt) });
  for (const e of rows.resumeExports) out.push({ action: 'resumeExport', id: e.id, day: e.day });
  for (const b of rows.coachingBookings) {
    const ended = b.startsAt.getTime() + b.durationMinutes * 60_000 <= now.getTime();
    if (b.status === 'booked' && !b.withdrawnAt && ended) out.push({ action: 'coachingSession', id: b.id, day: dayOf(b.startsAt) });
  }
  return out.sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));
}

/** The weekly streak with, for each run length reached, the first week it was reached (for the streak badges). */
export function streakOf(days: readonly string[], today: string): StreakView & { reached: Map<number, string> } {
  const weekStart = weekStartOf(today);
  // Weeks after this one (a future applied date typed by hand) do not extend a streak.
  const weeks = [...new Set(days.map(weekStartOf))].filter((w) => w <= weekStart).sort();
  const reached = new Map<number, string>();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const w of weeks) {
    run = previous !== null && addDays(previous, 7) === w ? run + 1 : 1;
    if (!reached.has(run)) reached.set(run, w);
    longest = Math.max(longest, run);
    previous = w;
  }
  const last = weeks.at(-1);
  const activeThisWeek = last === weekStart;
  // This week is not over: a run that ended last week is still alive.
  const current = last !== undefined && (activeThisWeek || last === addDays(weekStart, -7)) ? run : 0;
  return { current, longest, activeThisWeek, weekStart, reached };
}

function badgesOf(rules: GameRules, actions: CountedAction[], streak: ReturnType<typeof streakOf>): BadgeView[] {
  return rules.badges.map((b) => {
    if (b.kind === 'streak') {
      const on = streak.reached.get(b.weeks) ?? null;
      return {
        id: b.id,
        name: b.name,
        requirement: badgeRequirement(b, rules),
        earned: on !== null,
        earnedOn: on,
        have: Math.min(streak.longest, b.weeks),
        need: b.weeks,
      };
    }
    const own = actions.filter((a) => a.action === b.action);
    const earning = own[b.threshold - 1];
    return {
      id: b.id,
      name: b.name,
      requirement: badgeRequirement(b, rules),
      earned: earning !== undefined,
      earnedOn: earning?.day ?? null,
      have: Math.min(own.length, b.threshold),
      need: b.threshold,
    };
  });
}

const byImportance = (a: Gap, b: Gap) => b.importance - a.importance || (b.levelGap ?? 0) - (a.levelGap ?? 0) || a.name.localeCompare(b.name);
const plannerHref = (planId: string) => `/dashboard/planner?plan=${planId}`;

/**
 * Three quests, alternating between the member's next undone plan steps (by due date, then their
 * order in the plan) and the missing skills of their saved path with the best score that the
 * plan has no step for yet (most important first). Fewer when there are fewer.
 */
function questsOf(rows: GameRows, rules: GameRules): { quests: QuestView[]; empty: CareerGameSummary['questsEmpty'] } {
  if (rows.plans.length === 0) return { quests: [], empty: 'no-plan' };
  const planTitle = new Map(rows.plans.map((p) => [p.id, commonTitleOf(p.path)]));
  const steps: QuestView[] = rows.planSteps
    .filter((s) => !s.doneAt)
    .sort((a, b) => (a.dueOn ?? '9999').localeCompare(b.dueOn ?? '9999') || a.position - b.position || a.id.localeCompare(b.id))
    .map((s) => ({
      id: `step:${s.id}`,
      source: 'planner',
      title: s.title,
      why: `The next ${PLAN_STEP_KIND_LABELS[s.kind].toLowerCase()} step of your ${planTitle.get(s.planId)} plan.`,
      href: plannerHref(s.planId),
      points: rules.actions.planStep.points,
      dueOn: s.dueOn,
    }));
  const top = [...rows.plans].sort((a, b) => b.path.score - a.path.score || b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  const planned = new Set(rows.planSteps.filter((s) => s.planId === top.id && s.skill).map((s) => s.skill!.toLowerCase()));
  const gaps: QuestView[] = [...top.path.missing]
    .filter((g) => !planned.has(g.name.toLowerCase()))
    .sort(byImportance)
    .map((g) => ({
      id: `gap:${top.id}:${g.name}`,
      source: 'navigator',
      title: `Start on ${g.name}`,
      why: `${planTitle.get(top.id)} work needs it (O*NET importance ${g.importance} of 5) and your plan has no step for it yet: add one in your planner.`,
      href: plannerHref(top.id),
      points: null,
      dueOn: null,
    }));
  const quests: QuestView[] = [];
  for (let i = 0; quests.length < QUESTS_MAX && (i < steps.length || i < gaps.length); i++) {
    if (steps[i]) quests.push(steps[i]!);
    if (gaps[i] && quests.length < QUESTS_MAX) quests.push(gaps[i]!);
  }
  return { quests, empty: quests.length ? null : 'all-done' };
}

/** The whole answer of GET /api/career-game, from the rows, the rules and the time. */
export function scoreGame(rows: GameRows, rules: GameRules, now: Date): CareerGameSummary {
  const actions = countedActions(rows, now);
  const tallies: ActionTally[] = GAME_ACTIONS.map((action) => {
    const count = actions.filter((a) => a.action === action).length;
    const pointsEach = rules.actions[action].points;
    return { action, count, pointsEach, points: count * pointsEach };
  });
  const { reached, ...streak } = streakOf(
    actions.map((a) => a.day),
    dayOf(now),
  );
  const { quests, empty } = questsOf(rows, rules);
  return {
    points: tallies.reduce((n, t) => n + t.points, 0),
    actions: tallies,
    streak,
    badges: badgesOf(rules, actions, { ...streak, reached }),
    quests,
    questsEmpty: empty,
  };
}
