import { describe, expect, it } from 'vitest';
import { emptyResumeData, type ResumeData } from './resume';
import { bulletDoubt, doubtKey, importDoubts } from './resume-doubts';

const job = (patch: Partial<ResumeData['work'][number]>): ResumeData['work'][number] => ({
  name: 'Cumberland Parts Distribution',
  position: 'Supply Chain Analyst Intern',
  location: 'Nashville, TN',
  startDate: '2026-09',
  endDate: '2026-12',
  summary: '',
  highlights: ['Built a safety stock model in Excel for 1,200 SKUs.'],
  ...patch,
});

describe('the doubtful fields of an imported resume', () => {
  it('has nothing to say of a job read whole', () => {
    expect(importDoubts({ ...emptyResumeData(), work: [job({})] })).toEqual([]);
  });

  it('marks the job the issue found: an employer holding its place and a cut date, no start date, no bullets', () => {
    const data = {
      ...emptyResumeData(),
      work: [
        job({}),
        job({ position: 'Logistics NCO', name: 'U.S. Army, 82nd Airborne Division, Fort Liberty, NC, – Aug', location: '', startDate: '', highlights: [] }),
        job({ position: '', name: 'U.S. Army', startDate: '', endDate: '2024', highlights: ['Raised the fill rate; fill rose from 86% to', '95%.'] }),
      ],
    };
    expect(importDoubts(data).map((d) => [d.field, d.problem])).toEqual([
      ['work.1.name', 'the employer holds part of a date'],
      ['work.1.startDate', 'no start date'],
      ['work.1.highlights', 'no bullets: they may be under another job'],
      ['work.2.position', 'no job title'],
      ['work.2.startDate', 'no start date'],
      ['work.2.highlights.0', 'bullet 1 looks cut off at the end'],
      ['work.2.highlights.1', 'bullet 2 looks like the end of another bullet'],
    ]);
    expect(importDoubts(data)[0]!.where).toBe('Experience, job 2 (Logistics NCO at U.S. Army, 82nd Airborne Division, Fort Liberty, NC, – Aug)');
    const placed = importDoubts({ ...emptyResumeData(), work: [job({ name: 'U.S. Army, Fort Liberty, NC' })] });
    expect(placed.map((d) => d.problem)).toEqual(['the employer holds a place: move it to Location']);
  });

  it('marks bullets and certificates that start with the PDF’s bullet glyph, and titles that read like bullets', () => {
    const data = {
      ...emptyResumeData(),
      work: [job({ position: '□ Responsible for property accountability across six battalions in GCSS-Army.', highlights: ['\uFFFD Trained 14 Soldiers'] })],
      certificates: [
        { name: '□ Lean Six Sigma Green Belt', issuer: '', date: '2023', url: '' },
        { name: 'Certified Supply Chain Professional', issuer: 'ASCM', date: '2025', url: '' },
      ],
    };
    expect(importDoubts(data).map((d) => [d.field, d.problem])).toEqual([
      ['work.0.position', 'the title reads like a sentence: a bullet may have landed here'],
      ['work.0.highlights.0', 'bullet 1 starts with a stray symbol'],
      ['certificates.0.name', 'starts with a stray symbol'],
    ]);
  });

  it('reads a bullet as cut only where a sentence could not end', () => {
    expect(bulletDoubt('Cut excess inventory by $4.2M in 18 months')).toBeNull();
    expect(bulletDoubt('Mentored 14 Soldiers; five were promoted')).toBeNull();
    expect(bulletDoubt('Ran weekly excess reports out of')).toBe('looks cut off at the end');
    expect(bulletDoubt('Cleaned them up in Excel,')).toBe('looks cut off at the end');
    expect(bulletDoubt('and sat down with each battalion.')).toBe('looks like the end of another bullet');
  });

  it('keys a confirmed doubt to the value it doubted, so a changed value is checked again', () => {
    const data = { ...emptyResumeData(), work: [job({ startDate: '' })] };
    const [doubt] = importDoubts(data);
    const later = { ...data, work: [job({ startDate: '', name: 'Other' })] };
    expect(doubtKey(doubt!, data)).toBe(doubtKey(importDoubts(later)[0]!, later));
    expect(doubtKey(doubt!, data)).toBe('work.0.startDate=""');
  });
});
