import { describe, expect, it } from 'vitest';
import listed from '../../../tests/fixtures/navigator/titles.json';
import { mapTitle, memberTitleWords } from './titles';

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
