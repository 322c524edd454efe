import { describe, expect, it } from 'vitest';
import { readResumeText, refineResume, type Refiner } from './parse-resume';

const TEXT = ['Jordan Lee', 'Tampa, FL', '', 'SKILLS', 'Python, SQL, Microsoft Excel', '', 'EXPERIENCE', 'Built SQL reports for the clinic.'].join('\n');

describe('readResumeText', () => {
  it('gives every skill the text behind it, in the order of the skills', () => {
    const read = readResumeText(TEXT);
    expect(read.skills).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(read.evidence.map((e) => e.name)).toEqual(read.skills);
    for (const { name, evidence } of read.evidence) {
      expect(evidence.length, name).toBeGreaterThan(0);
      for (const span of evidence) expect(TEXT.slice(span.start, span.end)).toBe(span.text);
    }
  });
});

describe('refineResume: a refiner may keep or drop evidence-backed skills, never add one', () => {
  const read = readResumeText(TEXT);

  it('returns the built-in skills it kept, in the built-in order, with their evidence', async () => {
    const refine: Refiner = async ({ skills, location }) => ({
      skills: ['Quantum Computing', ...skills.filter((s) => s !== 'SQL').reverse()],
      location,
    });
    const refined = await refineResume(TEXT, read, refine);
    expect(refined.skills).not.toContain('Quantum Computing');
    expect(refined.skills).not.toContain('SQL');
    expect(refined.skills).toContain('Python');
    expect(refined.skills).toEqual(read.skills.filter((s) => s !== 'SQL'));
    expect(refined.evidence).toEqual(read.evidence.filter((e) => e.name !== 'SQL'));
    expect(refined.evidence.map((e) => e.name)).toEqual(refined.skills);
  });

  it('takes the location as the refiner gives it', async () => {
    const location = { city: 'Orlando', state: 'FL', remote: false };
    const refined = await refineResume(TEXT, read, async ({ skills }) => ({ skills, location }));
    expect(refined.location).toEqual(location);
    expect(refined.skills).toEqual(read.skills);
  });

  it('keeps the built-in result when there is no refiner, or it throws, or it answers no skill list', async () => {
    expect(await refineResume(TEXT, read)).toEqual(read);
    expect(
      await refineResume(TEXT, read, async () => {
        throw new Error('model down');
      }),
    ).toEqual(read);
    expect(await refineResume(TEXT, read, async () => ({ skills: 'Python' as unknown as string[], location: read.location }))).toEqual(read);
  });
});
