import { describe, expect, it } from 'vitest';
import { planGapsPhrase, skillGapsFigure } from './growth';

describe('the skill gaps figure on Growth', () => {
  it('never reads "0 of 0": without a plan it says to add a career path', () => {
    const figure = skillGapsFigure([]);
    expect(figure.value).toBe('None yet');
    expect(figure.hint).toMatch(/Add a career path to your planner/);
    expect(`${figure.value} ${figure.hint}`).not.toMatch(/0 of 0/);
  });

  it('with plans that work on no gap, it says to add a learning step instead of "0 of 0"', () => {
    const figure = skillGapsFigure([{ gapsPlanned: 0, gapsClosed: 0 }]);
    expect(figure.value).toBe('None planned');
    expect(figure.hint).toMatch(/add a learning step/);
    expect(planGapsPhrase({ gapsPlanned: 0, gapsClosed: 0 })).toBe('no skill gaps planned');
  });

  it('counts gaps closed across plans, with what is left', () => {
    const figure = skillGapsFigure([
      { gapsPlanned: 2, gapsClosed: 1 },
      { gapsPlanned: 3, gapsClosed: 0 },
    ]);
    expect(figure).toEqual({ value: '1 of 5', hint: '4 still to close: finish their steps in your planner.' });
    expect(skillGapsFigure([{ gapsPlanned: 2, gapsClosed: 2 }]).hint).toBe('Every planned gap closed.');
    expect(planGapsPhrase({ gapsPlanned: 2, gapsClosed: 1 })).toBe('1 of 2 gaps closed');
  });
});
