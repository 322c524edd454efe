import { describe, expect, it } from 'vitest';
import { rewriteProblem } from './assistant';

describe('a model rewrite is shown only if it adds nothing the member did not write', () => {
  const bullet = 'Responsible for managing lesson plans for 30 students at Lincoln High';

  it('passes a rewrite of the member’s own facts, with a result placeholder', () => {
    expect(rewriteProblem(bullet, 'Managed lesson plans for 30 students at Lincoln High, resulting in [result: 25% better scores]')).toBeNull();
    expect(rewriteProblem(bullet, 'Designed training materials for 30 learners', 'training materials learners')).toBeNull();
  });

  it('refuses a new number', () => {
    expect(rewriteProblem(bullet, 'Managed lesson plans for 45 students')).toBe('adds the number 45');
    expect(rewriteProblem(bullet, 'Cut planning time by 20% for 30 students')).toBe('adds the number 20');
  });

  it('refuses a new name: an employer or a title', () => {
    expect(rewriteProblem(bullet, 'Managed lesson plans for 30 students at Google')).toBe('adds "Google", which you did not write');
    expect(rewriteProblem(bullet, 'Promoted to Head of Curriculum for 30 students')).toBe('adds "Head", which you did not write');
  });

  it('refuses a new skill', () => {
    expect(rewriteProblem(bullet, 'Managed lesson plans in python for 30 students')).toMatch(/^adds the skill "Python"$/);
    expect(rewriteProblem('Built weekly reports in Excel', 'Built weekly reports in Excel')).toBeNull();
  });
});
