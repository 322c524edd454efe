import { describe, expect, it } from 'vitest';
import profiles from '../../content/assessment/occupation-work-styles.json';
import { ITEM_COUNT, QUESTIONNAIRE, rankFits, scoreAnswers, type WorkStyleProfileFile } from './assessment';

const PROFILES = profiles as WorkStyleProfileFile;
const items = QUESTIONNAIRE.items;

/** Answers that give each type's items the keyed value `keyedFor(type, nth item of that type)`. */
function answersKeyed(keyedFor: (type: number, nth: number) => number): number[] {
  const seen = new Map<number, number>();
  return items.map((item) => {
    const nth = seen.get(item.type) ?? 0;
    seen.set(item.type, nth + 1);
    const k = keyedFor(item.type, nth);
    return item.reverse ? 6 - k : k;
  });
}

describe('the questionnaire', () => {
  it('has 36 items, four for each of the nine types, each type described', () => {
    expect(ITEM_COUNT).toBe(36);
    for (let t = 1; t <= 9; t++) expect(items.filter((i) => i.type === t)).toHaveLength(4);
    expect(QUESTIONNAIRE.types.map((t) => t.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const t of QUESTIONNAIRE.types) {
      expect(t.strengths.length).toBeGreaterThanOrEqual(3);
      expect(t.watchOuts.length).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(items.map((i) => i.id)).size).toBe(36);
    expect(QUESTIONNAIRE.notice).toMatch(/not a clinical or validated psychometric test/);
  });

  it('measures each of the 16 O*NET work styles with at least two items, keyed +1 or -1', () => {
    expect(QUESTIONNAIRE.workStyles).toEqual(PROFILES.styles);
    for (const style of PROFILES.styles) {
      expect(items.filter((i) => style.id in i.styles).length, style.name).toBeGreaterThanOrEqual(2);
    }
    for (const item of items) for (const d of Object.values(item.styles)) expect([1, -1]).toContain(d);
  });
});

describe('scoreAnswers', () => {
  it('scores all-neutral answers as 50 everywhere, type 1 by the tie-break, every style 3', () => {
    const s = scoreAnswers(Array(36).fill(3));
    expect(s.typeScores).toEqual(Array(9).fill(50));
    expect(s.primaryType).toBe(1);
    expect(Object.keys(s.workStyles)).toHaveLength(16);
    expect(new Set(Object.values(s.workStyles))).toEqual(new Set([3]));
  });

  it('reads reverse-keyed items backwards: full agreement with type 8 only gives type 8 at 100', () => {
    const answers = answersKeyed((type) => (type === 8 ? 5 : 1));
    // The reverse-keyed type-8 item ("I prefer someone else to make the final call") is answered 1.
    expect(answers[items.findIndex((i) => i.id === 'q35')]).toBe(1);
    const s = scoreAnswers(answers);
    expect(s.typeScores).toEqual([0, 0, 0, 0, 0, 0, 0, 100, 0]);
    expect(s.primaryType).toBe(8);
    // Leadership: q08 5, q17 5, q21 (type 3) 1, q35 answered 1 and keyed -1 → 5: (5+5+1+5)/4 = 4.
    expect(s.workStyles['1.C.2.b']).toBe(4);
    // Stress Tolerance: q09 1, q21 1, q25 1, q26 5, q33 (type 6, reverse-keyed for the type, answered 5) 5 → 13/5.
    expect(s.workStyles['1.C.4.b']).toBe(2.6);
    // Independence: q14 (type 5) 1, q29 (type 2 reversed: answered 5) 5, q32 1, q35 answered 1 keyed -1 → 5: 12/4.
    expect(s.workStyles['1.C.6']).toBe(3);
  });

  it('maps a type mean onto 0..100 and rounds', () => {
    // Type 3 keyed 4, 4, 5, 2: mean 3.75 → 68.75 → 69. Everyone else 2: 25.
    const s = scoreAnswers(answersKeyed((type, nth) => (type === 3 ? [4, 4, 5, 2][nth]! : 2)));
    expect(s.typeScores).toEqual([25, 25, 69, 25, 25, 25, 25, 25, 25]);
    expect(s.primaryType).toBe(3);
  });

  it('breaks a tie by the type with more keyed 5s, then by the lower number', () => {
    // Types 2 and 5 both mean 4; type 5 has a 5 among its answers.
    const tied = scoreAnswers(answersKeyed((type, nth) => (type === 2 ? 4 : type === 5 ? [5, 3, 4, 4][nth]! : 3)));
    expect(tied.typeScores[1]).toBe(tied.typeScores[4]);
    expect(tied.primaryType).toBe(5);
    // Types 6 and 3 answered alike: the lower number.
    expect(scoreAnswers(answersKeyed((type) => (type === 3 || type === 6 ? 5 : 2))).primaryType).toBe(3);
  });

  it('refuses a take of the wrong length', () => {
    expect(() => scoreAnswers(Array(35).fill(3))).toThrow(/36 answers/);
  });
});

describe('rankFits on the O*NET work-style profiles', () => {
  const styleIds = PROFILES.styles.map((s) => s.id);
  const vectorOf = (values: number[]) => Object.fromEntries(styleIds.map((id, i) => [id, values[i]!]));

  it('holds all 879 O*NET 29.2 occupations with 16 importances each, attributed', () => {
    expect(PROFILES.occupations).toHaveLength(879);
    expect(PROFILES.attribution).toMatch(/O\*NET 29\.2 Database/);
    // Two real rows, as in work-styles.tsv.
    expect(PROFILES.occupations.find((o) => o[0] === '11-1011.00')).toEqual([
      '11-1011.00',
      'Chief Executives',
      [4.69, 4.76, 4.85, 4.97, 4.63, 4.5, 3.95, 4.21, 4.43, 4.35, 4.57, 4.44, 4.69, 4.13, 4.05, 4.7],
    ]);
    expect(PROFILES.occupations.find((o) => o[0] === '29-1141.00')?.[2]).toEqual([
      3.99, 4.01, 4.34, 4.12, 4.55, 4.49, 4.01, 4.14, 4.49, 4.37, 4.63, 4.55, 4.46, 4.11, 3.48, 3.98,
    ]);
  });

  it('puts an identical profile first at 100, and explains it', () => {
    const nurses = PROFILES.occupations.find((o) => o[0] === '29-1141.00')!;
    const [first] = rankFits(vectorOf(nurses[2]), PROFILES);
    expect(first).toMatchObject({ code: '29-1141.00', title: 'Registered Nurses', fit: 100, meanDifference: 0 });
    // Every gap is 0: the three closest are the styles nurses rate most important.
    expect(first!.closest.map((c) => c.name)).toEqual(['Dependability', 'Cooperation', 'Attention to Detail']);
    expect(first!.closest[0]).toEqual({ id: '1.C.5.a', name: 'Dependability', you: 4.63, occupation: 4.63 });
  });

  it('compares shapes, not levels: a profile a whole point lower still fits at 100', () => {
    const nurses = PROFILES.occupations.find((o) => o[0] === '29-1141.00')!;
    const [first] = rankFits(vectorOf(nurses[2].map((v) => v - 1)), PROFILES);
    expect(first).toMatchObject({ code: '29-1141.00', fit: 100, meanDifference: 0, occupationAverage: 4.23 });
    expect(first!.closest[0]).toEqual({ id: '1.C.5.a', name: 'Dependability', you: 3.63, occupation: 4.63 });
  });

  it('scores fit = 100 × (1 − mean centred difference / 4), hand-computed on three real rows', () => {
    const three: WorkStyleProfileFile = { ...PROFILES, occupations: PROFILES.occupations.slice(0, 3) };
    // A flat profile (every style 3) is off from each occupation by that occupation's own spread
    // around its average: General and Operations Managers 0.2077, Chief Executives 0.2381, Chief Sustainability Officers 0.2794.
    const fits = rankFits(vectorOf(Array(16).fill(3)), three);
    expect(fits.map((f) => [f.title, f.meanDifference, f.fit, f.occupationAverage])).toEqual([
      ['General and Operations Managers', 0.21, 95, 4.38],
      ['Chief Executives', 0.24, 94, 4.5],
      ['Chief Sustainability Officers', 0.28, 93, 4.33],
    ]);
    // Chief Executives average 4.495: Concern for Others (4.50) sits nearest it, Social Orientation (3.95) furthest.
    expect(fits[1]!.closest.map((c) => [c.name, c.occupation])).toEqual([
      ['Concern for Others', 4.5],
      ['Attention to Detail', 4.44],
      ['Stress Tolerance', 4.43],
    ]);
    expect(fits[1]!.furthest).toEqual({ id: '1.C.3.c', name: 'Social Orientation', you: 3, occupation: 3.95 });
  });

  it('finds caring occupations for a Helper take and research ones for an analytical take', () => {
    const helper = scoreAnswers(answersKeyed((type) => (type === 2 ? 5 : 1)));
    const helperFits = rankFits(helper.workStyles, PROFILES).map((f) => f.title);
    expect(helperFits).toContain('Healthcare Social Workers');
    expect(helperFits).toContain('Educational, Guidance, and Career Counselors and Advisors');
    const analytical = [1, 1, 2, 4, 5, 4, 2, 3, 3, 4, 2, 4, 3, 5, 4, 2, 3, 4, 4, 3, 3, 3, 5, 4, 3, 3, 3, 2, 4, 3, 2, 5, 2, 4, 3, 2];
    expect(rankFits(scoreAnswers(analytical).workStyles, PROFILES, 3).map((f) => f.title)).toEqual([
      'Industrial Ecologists',
      'Mathematicians',
      'Bioinformatics Scientists',
    ]);
  });

  it('returns the ten best of all occupations, best first, from a scored take', () => {
    const take = scoreAnswers(answersKeyed((type) => (type === 5 ? 5 : type === 2 ? 1 : 3)));
    const fits = rankFits(take.workStyles, PROFILES);
    expect(fits).toHaveLength(10);
    for (let i = 1; i < fits.length; i++) expect(fits[i]!.meanDifference).toBeGreaterThanOrEqual(fits[i - 1]!.meanDifference);
    const all = rankFits(take.workStyles, PROFILES, Infinity);
    expect(all).toHaveLength(879);
    expect(all[0]).toEqual(fits[0]);
  });

  it('ranks nothing from a take that measured too few styles', () => {
    expect(rankFits({ '1.C.5.a': 4 }, PROFILES)).toEqual([]);
  });
});
