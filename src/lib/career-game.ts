/**
 * The Career Game (BETA, behind the System tab's `careerGame` flag): points, badges, a weekly
 * streak and three quests over what the member already does. The answer's types and its wording,
 * browser-safe. The values live in content/career-game/rules.json (checked when the server loads
 * it: src/server/career-game/rules.ts); the figures are computed from the member's own rows by
 * src/server/career-game/score.ts, and nothing is stored: every figure can be recomputed.
 */
import rulesFile from '@content/career-game/rules.json';
import { answer, defineRoute } from './route';

/** The real actions that count, each read from its own table. */
export const GAME_ACTIONS = ['application', 'interviewAnswer', 'planStep', 'resumeExport', 'coachingSession'] as const;
export type GameAction = (typeof GAME_ACTIONS)[number];

export interface GameActionRule {
  /** The heading of its row ("Applications"). */
  label: string;
  /** "application tracked" / "applications tracked", after a number. */
  one: string;
  many: string;
  /** What the member does to earn it. */
  how: string;
  points: number;
  /** The room where it is done. */
  room: string;
}

export type GameBadgeRule =
  { id: string; name: string; kind: 'action'; action: GameAction; threshold: number } | { id: string; name: string; kind: 'streak'; weeks: number };

export interface GameRules {
  actions: Record<GameAction, GameActionRule>;
  /** Actions the game leaves out, and why (none today; the page lists any the file names). */
  notCounted: { what: string; why: string }[];
  badges: GameBadgeRule[];
}

/** The content file as the page reads it; the server checks its shape when it loads (a broken file fails every game test). */
export const GAME_RULES = rulesFile as unknown as GameRules;

/** "3 applications tracked", "1 plan step done". */
export function actionCount(action: GameActionRule, n: number): string {
  return `${n} ${n === 1 ? action.one : action.many}`;
}

/** What earns a badge, in a sentence: "Earned with 10 applications tracked." */
export function badgeRequirement(badge: GameBadgeRule, rules: GameRules = GAME_RULES): string {
  if (badge.kind === 'streak') return `Earned with a streak of ${badge.weeks} weeks in a row, each with at least one counted action.`;
  return `Earned with ${actionCount(rules.actions[badge.action], badge.threshold)}.`;
}

/** One kind of action: how many the member's rows hold, and what they are worth. */
export interface ActionTally {
  action: GameAction;
  count: number;
  pointsEach: number;
  /** count × pointsEach. */
  points: number;
}

export interface StreakView {
  /** Weeks in a row with a counted action, ending this week, or last week while this week has none yet (it is not over). */
  current: number;
  /** The longest run ever. */
  longest: number;
  /** Whether this week (Monday to Sunday, UTC) already has a counted action. */
  activeThisWeek: boolean;
  /** This week's Monday (YYYY-MM-DD). */
  weekStart: string;
}

export interface BadgeView {
  id: string;
  name: string;
  /** What earns it (badgeRequirement). */
  requirement: string;
  earned: boolean;
  /** The day the action that earned it happened, or the Monday of the week the streak reached its length. */
  earnedOn: string | null;
  /** Progress toward it: what the rows hold, capped at `need`. */
  have: number;
  need: number;
}

/** A suggested next thing to do, from the member's own planner or their saved path's missing skills. */
export interface QuestView {
  id: string;
  source: 'planner' | 'navigator';
  title: string;
  /** Where it comes from, in a sentence. */
  why: string;
  href: string;
  /** Points it earns when done; null for a skill that needs a step in the plan first. */
  points: number | null;
  dueOn: string | null;
}

/** Why there are no quests: no plan yet, or every step done and every missing skill of the path planned. */
export type QuestsEmpty = 'no-plan' | 'all-done';

/** GET /api/career-game. */
export interface CareerGameSummary {
  points: number;
  actions: ActionTally[];
  streak: StreakView;
  badges: BadgeView[];
  /** At most QUESTS_MAX. */
  quests: QuestView[];
  questsEmpty: QuestsEmpty | null;
}

/** Quests suggested at once. */
export const QUESTS_MAX = 3;

/** What to do when there is no quest, with the room to go to. */
export const QUESTS_EMPTY: Record<QuestsEmpty, { title: string; text: string; href: string; link: string }> = {
  'no-plan': {
    title: 'No quests yet',
    text: 'Quests come from your pivot plan. Find a path in the Career navigator and choose "Add to my planner": its next steps and missing skills become your quests.',
    href: '/dashboard/navigator',
    link: 'Find a path in the Career navigator',
  },
  'all-done': {
    title: 'Every quest done',
    text: 'Every step of your plans is done and your path’s missing skills are all in your plan. Add a step of your own in the planner, or add another path from the Career navigator.',
    href: '/dashboard/planner',
    link: 'Open your planner',
  },
};

/** The Career Game (Pivot and up, while the System tab's Career Game flag is on). */
export const careerGameRoutes = {
  summary: defineRoute({ method: 'GET', path: '/api/career-game', access: { tool: 'career-game' }, answer: answer<CareerGameSummary>() }),
};
