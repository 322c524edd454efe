import { describe, expect, it } from 'vitest';
import rulesFile from '@content/career-game/rules.json';
import type { GameRules } from '~/lib/career-game';
import type { Gap } from '~/lib/navigator';
import { GAME_RULES_CHECKED, gameRulesSchema } from './rules';
import { countedActions, scoreGame, streakOf, type GameRows } from './score';

/** Fixed, simple values so each figure below can be checked by hand. */
const RULES: GameRules = {
  actions: {
    application: { label: 'Applications', one: 'application tracked', many: 'applications tracked', how: '.', points: 10, room: '/dashboard/tracker' },
    interviewAnswer: { label: 'Answers', one: 'answer', many: 'answers', how: '.', points: 5, room: '/dashboard/interviews' },
    planStep: { label: 'Steps', one: 'plan step done', many: 'plan steps done', how: '.', points: 8, room: '/dashboard/planner' },
    resumeExport: { label: 'Exports', one: 'resume exported', many: 'resume exports', how: '.', points: 3, room: '/dashboard/resumes' },
    coachingSession: { label: 'Coaching', one: 'session', many: 'sessions', how: '.', points: 20, room: '/dashboard/coaching' },
  },
  notCounted: [],
  badges: [
    { id: 'first-step', name: 'First step', kind: 'action', action: 'planStep', threshold: 1 },
    { id: 'two-applications', name: 'Two applications', kind: 'action', action: 'application', threshold: 2 },
    { id: 'two-weeks', name: 'Two weeks', kind: 'streak', weeks: 2 },
  ],
};

const empty = (): GameRows => ({ trackedJobs: [], interviewAnswers: [], plans: [], planSteps: [], resumeExports: [], coachingBookings: [] });
const at = (iso: string) => new Date(iso);
// Wednesday 25 November 2026, noon UTC: this week began Monday the 23rd.
const NOW = at('2026-11-25T12:00:00Z');

describe('the weekly streak (ISO weeks, Monday to Sunday, UTC)', () => {
  it('counts consecutive weeks up to this one, and keeps last week’s run alive while this week has no action yet', () => {
    expect(streakOf(['2026-11-09', '2026-11-17', '2026-11-24'], '2026-11-25')).toMatchObject({
      current: 3,
      longest: 3,
      activeThisWeek: true,
      weekStart: '2026-11-23',
    });
    expect(streakOf(['2026-11-09', '2026-11-17'], '2026-11-25')).toMatchObject({ current: 2, longest: 2, activeThisWeek: false });
    // Two weeks ago is a gap: the run has ended.
    expect(streakOf(['2026-11-02', '2026-11-09'], '2026-11-25')).toMatchObject({ current: 0, longest: 2 });
    expect(streakOf([], '2026-11-25')).toMatchObject({ current: 0, longest: 0, activeThisWeek: false });
  });

  it('breaks at a week without an action, and remembers the longest run', () => {
    const s = streakOf(['2026-10-05', '2026-10-12', '2026-10-19', '2026-11-02', '2026-11-23'], '2026-11-25');
    expect(s).toMatchObject({ current: 1, longest: 3 });
    expect(s.reached.get(3)).toBe('2026-10-19');
  });

  it('puts Sunday in the week that began on Monday, and Monday 00:00 in the next', () => {
    // Sunday 22 November and Monday 23 November are different weeks: two in a row.
    expect(streakOf(['2026-11-22', '2026-11-23'], '2026-11-25')).toMatchObject({ current: 2 });
    // Monday and Sunday of the same week are one week.
    expect(streakOf(['2026-11-16', '2026-11-22'], '2026-11-25')).toMatchObject({ current: 1, longest: 1 });
  });

  it('reads timestamps in UTC: 00:30 on Monday in UTC+2 is still Sunday', () => {
    const rows = empty();
    rows.planSteps = [
      { id: 'a', planId: 'p', position: 0, kind: 'learn', title: 'A', skill: null, dueOn: null, doneAt: at('2026-11-16T10:00:00Z') },
      // 22:30 UTC on Sunday the 22nd: the week of the 16th, not the 23rd.
      { id: 'b', planId: 'p', position: 1, kind: 'learn', title: 'B', skill: null, dueOn: null, doneAt: at('2026-11-23T00:30:00+02:00') },
    ];
    expect(countedActions(rows, NOW).map((a) => a.day)).toEqual(['2026-11-16', '2026-11-22']);
    expect(scoreGame(rows, RULES, NOW).streak).toEqual({ current: 1, longest: 1, activeThisWeek: false, weekStart: '2026-11-23' });
  });

  it('runs across the new year (ISO week 53 of 2026 into week 1 of 2027)', () => {
    expect(streakOf(['2026-12-28', '2027-01-04'], '2027-01-06')).toMatchObject({ current: 2, longest: 2, weekStart: '2027-01-04' });
  });

  it('does not let a date after this week extend the streak', () => {
    expect(streakOf(['2026-11-23', '2026-11-30'], '2026-11-25')).toMatchObject({ current: 1, longest: 1 });
  });
});

describe('points and badges', () => {
  it('counts only real actions: applications (not Saved jobs), each question once, steps done, resumes exported, sessions held', () => {
    const rows = empty();
    rows.trackedJobs = [
      { id: 'j1', stage: 'applied', appliedOn: '2026-11-20', createdAt: at('2026-11-01T09:00:00Z') },
      { id: 'j2', stage: 'saved', appliedOn: null, createdAt: at('2026-11-02T09:00:00Z') },
      // Closed straight from Saved, never applied: not an application.
      { id: 'j3', stage: 'closed', appliedOn: null, createdAt: at('2026-11-03T09:00:00Z') },
      // Interviewing without an applied date: counted on the day it was added.
      { id: 'j4', stage: 'interviewing', appliedOn: null, createdAt: at('2026-11-24T09:00:00Z') },
    ];
    rows.interviewAnswers = [
      { sessionId: 's1', questionId: 'q1', createdAt: at('2026-11-18T09:00:00Z') },
      // A second try at the same question: one answer, dated by the first.
      { sessionId: 's1', questionId: 'q1', createdAt: at('2026-11-18T09:05:00Z') },
      { sessionId: 's1', questionId: 'q2', createdAt: at('2026-11-18T09:10:00Z') },
    ];
    rows.planSteps = [
      { id: 'st1', planId: 'p', position: 0, kind: 'learn', title: 'Learn', skill: null, dueOn: null, doneAt: at('2026-11-10T09:00:00Z') },
      { id: 'st2', planId: 'p', position: 1, kind: 'practise', title: 'Practise', skill: null, dueOn: null, doneAt: null },
    ];
    // The table keeps one row per resume and day: two days of downloads are two exports.
    rows.resumeExports = [
      { id: 'e1', day: '2026-11-12' },
      { id: 'e2', day: '2026-11-13' },
    ];
    rows.coachingBookings = [
      { id: 'held', status: 'booked', startsAt: at('2026-11-24T15:00:00Z'), durationMinutes: 60, withdrawnAt: null },
      // Still to come, cancelled, or withdrawn by staff: none was held.
      { id: 'later', status: 'booked', startsAt: at('2026-11-26T15:00:00Z'), durationMinutes: 60, withdrawnAt: null },
      { id: 'running', status: 'booked', startsAt: at('2026-11-25T11:30:00Z'), durationMinutes: 60, withdrawnAt: null },
      { id: 'cancelled', status: 'cancelled', startsAt: at('2026-11-20T15:00:00Z'), durationMinutes: 60, withdrawnAt: null },
      { id: 'withdrawn', status: 'booked', startsAt: at('2026-11-20T15:00:00Z'), durationMinutes: 60, withdrawnAt: at('2026-11-19T15:00:00Z') },
    ];
    const game = scoreGame(rows, RULES, NOW);
    expect(game.actions).toEqual([
      { action: 'application', count: 2, pointsEach: 10, points: 20 },
      { action: 'interviewAnswer', count: 2, pointsEach: 5, points: 10 },
      { action: 'planStep', count: 1, pointsEach: 8, points: 8 },
      { action: 'resumeExport', count: 2, pointsEach: 3, points: 6 },
      { action: 'coachingSession', count: 1, pointsEach: 20, points: 20 },
    ]);
    expect(game.points).toBe(64);
    // Weeks of 9, 16 and 23 November: three in a row, this one included.
    expect(game.streak).toEqual({ current: 3, longest: 3, activeThisWeek: true, weekStart: '2026-11-23' });
    expect(game.badges).toEqual([
      { id: 'first-step', name: 'First step', requirement: 'Earned with 1 plan step done.', earned: true, earnedOn: '2026-11-10', have: 1, need: 1 },
      {
        id: 'two-applications',
        name: 'Two applications',
        requirement: 'Earned with 2 applications tracked.',
        earned: true,
        earnedOn: '2026-11-24',
        have: 2,
        need: 2,
      },
      {
        id: 'two-weeks',
        name: 'Two weeks',
        requirement: 'Earned with a streak of 2 weeks in a row, each with at least one counted action.',
        earned: true,
        earnedOn: '2026-11-16',
        have: 2,
        need: 2,
      },
    ]);
  });

  it('gives nothing to a member with no rows, and shows how far each badge is', () => {
    const game = scoreGame(empty(), RULES, NOW);
    expect(game.points).toBe(0);
    expect(game.badges.map((b) => [b.earned, b.have, b.need])).toEqual([
      [false, 0, 1],
      [false, 0, 2],
      [false, 0, 2],
    ]);
    expect(game.quests).toEqual([]);
    expect(game.questsEmpty).toBe('no-plan');
  });

  it('follows the point values of the content file', () => {
    const rows = empty();
    rows.planSteps = [{ id: 's', planId: 'p', position: 0, kind: 'learn', title: 'L', skill: null, dueOn: null, doneAt: at('2026-11-24T09:00:00Z') }];
    const doubled = { ...RULES, actions: { ...RULES.actions, planStep: { ...RULES.actions.planStep, points: 16 } } };
    expect(scoreGame(rows, RULES, NOW).points).toBe(8);
    expect(scoreGame(rows, doubled, NOW).points).toBe(16);
  });
});

describe('quests', () => {
  const gap = (name: string, importance: number): Gap => ({ name, kind: 'skill', importance, levelGap: null, source: 'O*NET' });

  it('alternate the next undone steps with the saved path’s missing skills that have no step yet', () => {
    const rows = empty();
    rows.plans = [
      {
        id: 'low',
        createdAt: at('2026-11-01T00:00:00Z'),
        path: { title: 'Librarians', titles: ['Librarian'], score: 40, missing: [gap('Cataloguing', 5)] },
      },
      {
        id: 'top',
        createdAt: at('2026-10-01T00:00:00Z'),
        path: {
          title: 'Instructional Coordinators',
          titles: ['Instructional Designer'],
          score: 72,
          missing: [gap('Grant Writing', 3), gap('Articulate Storyline', 4.5), gap('Writing', 4), gap('Budgeting', 2)],
        },
      },
    ];
    rows.planSteps = [
      {
        id: 's1',
        planId: 'top',
        position: 0,
        kind: 'learn',
        title: 'Learn Writing',
        skill: 'Writing',
        dueOn: '2026-11-20',
        doneAt: at('2026-11-20T09:00:00Z'),
      },
      { id: 's2', planId: 'top', position: 1, kind: 'practise', title: 'Practise Writing', skill: 'Writing', dueOn: '2026-12-01', doneAt: null },
      { id: 's3', planId: 'low', position: 0, kind: 'learn', title: 'Learn Cataloguing', skill: 'Cataloguing', dueOn: '2026-11-28', doneAt: null },
      { id: 's4', planId: 'top', position: 2, kind: 'apply', title: 'Apply', skill: null, dueOn: null, doneAt: null },
    ];
    const { quests, questsEmpty } = scoreGame(rows, RULES, NOW);
    expect(questsEmpty).toBeNull();
    expect(quests.map((q) => [q.source, q.title, q.points, q.href])).toEqual([
      // The step due first (another plan's), then the most important gap of the best path with no step.
      ['planner', 'Learn Cataloguing', 8, '/dashboard/planner?plan=low'],
      ['navigator', 'Start on Articulate Storyline', null, '/dashboard/planner?plan=top'],
      ['planner', 'Practise Writing', 8, '/dashboard/planner?plan=top'],
    ]);
    expect(quests[0]!.why).toBe('The next learn step of your Librarian plan.');
    expect(quests[1]!.why).toMatch(/^Instructional Designer work needs it \(O\*NET importance 4.5 of 5\)/);
  });

  it('say what to do when every step is done and every gap planned', () => {
    const rows = empty();
    rows.plans = [{ id: 'p', createdAt: NOW, path: { title: 'X', titles: [], score: 50, missing: [gap('Writing', 4)] } }];
    rows.planSteps = [{ id: 's', planId: 'p', position: 0, kind: 'learn', title: 'Learn Writing', skill: 'Writing', dueOn: null, doneAt: NOW }];
    expect(scoreGame(rows, RULES, NOW)).toMatchObject({ quests: [], questsEmpty: 'all-done' });
  });
});

describe('the content file', () => {
  it('is valid, and every badge names an action the game counts', () => {
    expect(() => gameRulesSchema.parse(rulesFile)).not.toThrow();
    expect(GAME_RULES_CHECKED.badges.length).toBeGreaterThan(0);
    expect(() => gameRulesSchema.parse({ ...rulesFile, badges: [{ id: 'x', name: 'X', kind: 'action', action: 'newsletterRead', threshold: 1 }] })).toThrow();
  });
});
