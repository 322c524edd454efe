import { describe, expect, it } from 'vitest';
import listed from '../../../tests/fixtures/navigator/titles.json';
import words from '@content/navigator/title-words.json';
import { mapTitle, mapTitleCandidates, memberTitleWords } from './titles';

/** The share of the listed titles the mapping files under the expected O*NET occupation, reported with each miss. */
const MIN_ACCURACY = 0.83;

describe('job title → O*NET occupation', () => {
  it(`files at least ${MIN_ACCURACY * 100}% of ${listed.titles.length} listed titles under the expected occupation`, () => {
    const misses: string[] = [];
    for (const [title, code] of listed.titles as Array<[string, string]>) {
      const got = mapTitle(title);
      if (got?.code !== code) misses.push(`${title}: expected ${code}, got ${got ? `${got.code} (${got.matchedTitle})` : 'nothing'}`);
    }
    const accuracy = 1 - misses.length / listed.titles.length;
    console.log(
      `Title mapping accuracy: ${(accuracy * 100).toFixed(1)}% (${listed.titles.length - misses.length}/${listed.titles.length})\n  ${misses.join('\n  ')}`,
    );
    expect(listed.titles.length).toBeGreaterThanOrEqual(60);
    expect(accuracy).toBeGreaterThanOrEqual(MIN_ACCURACY);
  });

  it('spells out abbreviations and drops levels, employers and services', () => {
    expect(memberTitleWords('Sr. RN at Mercy Hospital')).toEqual(['registered', 'nurse']);
    expect(memberTitleWords('US Army Logistics Officer')).toEqual(['logistic', 'officer']);
    expect(mapTitle('RN')?.code).toBe('29-1141.00');
    expect(mapTitle('Senior Software Engineer at Google')).toMatchObject({ code: '15-1252.00', how: 'exact' });
  });

  it('names no occupation for words no O*NET title holds', () => {
    expect(mapTitle('zzqx blorp')).toBeNull();
    expect(mapTitle('   ')).toBeNull();
  });
});

describe('titles written with the field after the job', () => {
  it('reads "… of / in …" with the field first, and "Head of …" as a director', () => {
    expect(mapTitle('Head of Business Operations')?.code).toBe('11-1021.00');
    expect(mapTitle('Teacher of English')?.matchedTitle).toBe('English Teacher');
    expect(mapTitle('Chief of Police')?.code).toBe('33-1012.00');
  });

  it('reads a researcher or doctoral candidate of a field as the field’s worker', () => {
    expect(mapTitle('Researcher in Statistics')?.code).toBe('15-2041.00');
    expect(mapTitle('Mathematics PhD Candidate')?.code).toBe('15-2021.00');
    expect(mapTitle('Doctoral Researcher in Physics')?.occupation).toBe('Physicists');
  });

  it('leaves an employer written "… of …" as it was (no job comes before "of")', () => {
    expect(mapTitle('University of Texas')?.matchedTitle ?? '').not.toMatch(/texas university/i);
  });

  it('knows every field’s worker as a whole O*NET title', () => {
    for (const worker of Object.values(words.fieldWorkers)) expect(mapTitleCandidates(worker, 1)[0]?.how, worker).toBe('exact');
  });
});
