import { describe, expect, it } from 'vitest';
import { addDays, defaultTargetDate, groupSteps, isWeekday, monthOf, progressOf, spreadDueDates, targetDateProblem, weekdaysAfter } from './planner';

describe('planner dates', () => {
  it('lists the weekdays after a start up to and including the end', () => {
    // 2026-11-20 is a Friday.
    expect(weekdaysAfter('2026-11-20', '2026-11-25')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(weekdaysAfter('2026-11-20', '2026-11-22')).toEqual([]);
  });

  it('spreads steps evenly over the weekdays, the last on the last weekday on or before the target', () => {
    // 12 weeks from Sunday 2026-11-22 is Sunday 2027-02-14: the last weekday is Friday the 12th.
    const target = defaultTargetDate('2026-11-22');
    expect(target).toBe('2027-02-14');
    const dates = spreadDueDates(12, '2026-11-22', target);
    expect(dates).toHaveLength(12);
    expect(dates.at(-1)).toBe('2027-02-12');
    expect(dates.every(isWeekday)).toBe(true);
    expect(dates.every((d) => d > '2026-11-22' && d <= target)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    // 60 weekdays over 12 steps: one every five weekdays, a week apart.
    expect(dates.slice(0, 3)).toEqual(['2026-11-27', '2026-12-04', '2026-12-11']);
    expect(new Set(dates).size).toBe(12);
  });

  it('shares days only when there are more steps than weekdays, and gives nothing without a weekday', () => {
    const dates = spreadDueDates(5, '2026-11-22', '2026-11-24');
    expect(dates).toEqual(['2026-11-23', '2026-11-23', '2026-11-24', '2026-11-24', '2026-11-24']);
    expect(spreadDueDates(3, '2026-11-20', '2026-11-22')).toEqual([]);
    expect(spreadDueDates(0, '2026-11-22', '2027-01-01')).toEqual([]);
  });

  it('refuses a target date too soon or too far', () => {
    expect(targetDateProblem(addDays('2026-11-22', 6), '2026-11-22')).toMatch(/at least 7 days/);
    expect(targetDateProblem(addDays('2026-11-22', 7), '2026-11-22')).toBeNull();
    expect(targetDateProblem('2026-11-01', '2026-11-22')).toMatch(/at least/);
    expect(targetDateProblem('2029-01-01', '2026-11-22')).toMatch(/within 2 years/);
  });
});

describe('planner progress and grouping', () => {
  it('counts done steps as a whole percentage', () => {
    expect(progressOf([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(progressOf([{ doneAt: '2026-11-23T10:00:00Z' }, { doneAt: null }, { doneAt: null }])).toEqual({ done: 1, total: 3, percent: 33 });
  });

  it('groups steps by month in the order they come', () => {
    const steps = [{ dueOn: '2026-12-04' }, { dueOn: '2026-12-18' }, { dueOn: '2027-01-08' }, { dueOn: null }];
    expect(groupSteps(steps, (s) => monthOf(s.dueOn)).map((g) => [g.key, g.steps.length])).toEqual([
      ['December 2026', 2],
      ['January 2027', 1],
      ['No date', 1],
    ]);
  });
});
