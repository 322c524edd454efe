import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_SESSION } from '~/lib/interviews';
import { descriptionRequirements, drawQuestions, taskClause, withArticle } from './questions';
import { searchRoles } from './roles';

const jd = [
  'Instructional Designer, Acme Learning',
  'Requirements:',
  '- Experience with Articulate Storyline and Adobe Captivate',
  '- Knowledge of adult learning theory',
].join('\n');
const input = { roleTitle: 'Instructional Designer', occupationCode: '25-9031.00', company: 'Acme Learning', jobDescription: jd, previousField: 'teaching' };

describe('drawQuestions', () => {
  it('opens on the career change, asks from the description and the role, and closes', () => {
    const qs = drawQuestions(input, 'seed-1');
    expect(qs).toHaveLength(QUESTIONS_PER_SESSION);
    expect(qs[0]!.kind).toBe('career-change');
    expect(qs[0]!.text).toMatch(/teaching/);
    expect(qs.at(-1)!.kind).toBe('closing');
    const fromJd = qs.filter((q) => q.kind === 'job-description');
    expect(fromJd.length).toBeGreaterThan(0);
    for (const q of fromJd)
      expect(q.why).toMatch(/^From the job description: "(Experience with Articulate Storyline and Adobe Captivate|Knowledge of adult learning theory)"$/);
    expect(qs.some((q) => q.kind === 'role')).toBe(true);
    expect(qs.some((q) => q.kind === 'behavioural')).toBe(true);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    // No slot is left unfilled, and the article agrees with the role.
    for (const q of qs) expect(q.text).not.toMatch(/[{}]|a Instructional/);
  });

  it('draws the same questions from the same seed and different ones across sessions', () => {
    expect(drawQuestions(input, 'seed-1')).toEqual(drawQuestions(input, 'seed-1'));
    const draws = new Set(
      Array.from({ length: 8 }, (_, i) =>
        drawQuestions(input, `seed-${i}`)
          .map((q) => q.id)
          .join(','),
      ),
    );
    expect(draws.size).toBeGreaterThan(4);
  });

  it('asks without a field, a company, a description or a known occupation', () => {
    const qs = drawQuestions({ roleTitle: 'Wildlife Photographer', occupationCode: null, company: '', jobDescription: '', previousField: '' }, 'x');
    expect(qs).toHaveLength(QUESTIONS_PER_SESSION);
    expect(qs.filter((q) => q.kind === 'behavioural')).toHaveLength(QUESTIONS_PER_SESSION - 2);
    for (const q of qs) expect(q.text).not.toMatch(/[{}]|\bundefined\b| {2}/);
  });
});

describe('the pieces of a question', () => {
  it('reads the description’s skills with the line that asks for each', () => {
    expect(descriptionRequirements(jd)).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Articulate Storyline', quote: 'Experience with Articulate Storyline and Adobe Captivate' })]),
    );
    expect(descriptionRequirements('')).toEqual([]);
  });
  it('turns a task into a clause and picks the article', () => {
    expect(taskClause('Develop instructional materials.')).toBe('develop instructional materials');
    expect(taskClause('HVAC systems checks.')).toBe('HVAC systems checks');
    expect(withArticle('Instructional Designer')).toBe('an Instructional Designer');
    expect(withArticle('Nurse')).toBe('a Nurse');
  });
});

describe('searchRoles', () => {
  it('finds an alternate title with its O*NET occupation, the closest match first', () => {
    expect(searchRoles('instructional designer')[0]).toEqual({ title: 'Instructional Designer', code: '25-9031.00', occupation: 'Instructional Coordinators' });
    expect(searchRoles('i')).toEqual([]);
    const instr = searchRoles('instr');
    expect(instr.length).toBe(8);
    expect(instr.every((r) => r.title.toLowerCase().startsWith('instr'))).toBe(true);
    // One title names many occupations: a few, then other titles.
    expect(instr.filter((r) => r.title === 'Instructor').length).toBeLessThanOrEqual(2);
  });
});
