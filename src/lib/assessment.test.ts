import { describe, expect, it } from 'vitest';
import profiles from '@content/assessment/occupation-work-styles.json';
import { ITEM_COUNT, QUESTIONNAIRE, TARGET_FIELD_BONUS, flatAnswers, rankFits, relativeWords, scoreAnswers, type WorkStyleProfileFile } from './assessment';

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

/** A teacher's take: cares about people, works with them rather than alone, less drawn to analysis. */
const TEACHER = [4, 5, 4, 4, 3, 5, 4, 4, 4, 4, 5, 4, 3, 2, 3, 4, 3, 4, 4, 5, 4, 2, 2, 5, 3, 2, 3, 2, 1, 4, 2, 2, 2, 2, 2, 1];

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

  it('puts an identical profile first at 100', () => {
    const nurses = PROFILES.occupations.find((o) => o[0] === '29-1141.00')!;
    const [first] = rankFits(vectorOf(nurses[2]), PROFILES);
    expect(first).toMatchObject({ code: '29-1141.00', title: 'Registered Nurses', fit: 100, correlation: 1 });
  });

  it('compares shapes, not levels or spreads: a profile a point lower and half as spread still fits at 100', () => {
    const nurses = PROFILES.occupations.find((o) => o[0] === '29-1141.00')!;
    const [first] = rankFits(vectorOf(nurses[2].map((v) => 1 + (v - 1) / 2)), PROFILES);
    expect(first).toMatchObject({ code: '29-1141.00', fit: 100 });
  });

  it('scores fit = 50 × (1 + correlation): the same shape 100, no likeness 50, the opposite 0', () => {
    // You: up, down, up, down... Same: the same rise and fall at another level; Opposite: mirrored;
    // Unrelated: up, up, down, down..., which agrees with you on half the styles and disagrees on half.
    const you = Array.from({ length: 16 }, (_, i) => (i % 2 ? 2 : 4));
    const file: WorkStyleProfileFile = {
      ...PROFILES,
      occupations: [
        ['00-0001.00', 'Unrelated', Array.from({ length: 16 }, (_, i) => (i % 4 < 2 ? 4.5 : 3.5))],
        ['00-0002.00', 'Same', you.map((v) => v / 2 + 2.5)],
        ['00-0003.00', 'Opposite', you.map((v) => 6 - v)],
      ],
    };
    expect(rankFits(vectorOf(you), file).map((f) => [f.title, f.fit, f.correlation])).toEqual([
      ['Same', 100, 1],
      ['Unrelated', 50, 0],
      ['Opposite', 0, -1],
    ]);
  });

  it('finds caring occupations for a Helper take and research ones for an analytical take', () => {
    const helper = scoreAnswers(answersKeyed((type) => (type === 2 ? 5 : 1)));
    const helperFits = rankFits(helper.workStyles, PROFILES).map((f) => f.title);
    expect(helperFits).toContain('Mental Health Counselors');
    expect(helperFits).toContain('Educational, Guidance, and Career Counselors and Advisors');
    const analytical = [1, 1, 2, 4, 5, 4, 2, 3, 3, 4, 2, 4, 3, 5, 4, 2, 3, 4, 4, 3, 3, 3, 5, 4, 3, 3, 3, 2, 4, 3, 2, 5, 2, 4, 3, 2];
    expect(rankFits(scoreAnswers(analytical).workStyles, PROFILES, 3).map((f) => f.title)).toEqual([
      'Mathematicians',
      'Chemists',
      'Atmospheric, Earth, Marine, and Space Sciences Teachers, Postsecondary',
    ]);
  });

  it("spreads a varied take's list: a teacher's answers give teaching and helping occupations, not all within 2 points", () => {
    const fits = rankFits(scoreAnswers(TEACHER).workStyles, PROFILES);
    expect(fits).toHaveLength(10);
    expect(fits[0]!.fit - fits[9]!.fit).toBeGreaterThan(2);
    const titles = fits.map((f) => f.title);
    expect(titles).toContain('Educational, Guidance, and Career Counselors and Advisors');
    expect(titles.filter((t) => /Teachers|Tutors|Counselors|Therapists|Clergy/.test(t)).length).toBeGreaterThanOrEqual(5);
    // Across all occupations the fits run from near the opposite to near the same shape.
    const all = rankFits(scoreAnswers(TEACHER).workStyles, PROFILES, Infinity).map((f) => f.fit);
    expect(Math.max(...all) - Math.min(...all)).toBeGreaterThan(50);
  });

  it('lists as closest the styles that agree and as differing most the furthest apart, in that order', () => {
    for (const answers of [TEACHER, answersKeyed((type) => (type === 5 ? 5 : type === 2 ? 1 : 3))]) {
      for (const f of rankFits(scoreAnswers(answers).workStyles, PROFILES)) {
        const gap = (c: { youRelative: number; occupationRelative: number }) => Math.abs(c.youRelative - c.occupationRelative);
        const agreement = (c: { youRelative: number; occupationRelative: number }) => c.youRelative * c.occupationRelative;
        expect(f.closest.length).toBeGreaterThan(0);
        expect(f.closest.map((c) => c.id)).not.toContain(f.furthest.id);
        for (const c of f.closest) {
          // Both above, or both below, their own averages, and never further apart than "differs most".
          expect(agreement(c)).toBeGreaterThan(0);
          expect(gap(c)).toBeLessThanOrEqual(gap(f.furthest));
        }
        for (let i = 1; i < f.closest.length; i++) expect(agreement(f.closest[i]!)).toBeLessThanOrEqual(agreement(f.closest[i - 1]!) + 0.01);
      }
    }
    expect([1.2, 0.5, 0, -0.5, -1.2].map(relativeWords)).toEqual(['well above', 'above', 'near', 'below', 'well below']);
  });

  it('moves occupations in the target field up by the bonus, showing their own fit', () => {
    const styles = scoreAnswers(TEACHER).workStyles;
    const plain = rankFits(styles, PROFILES, Infinity);
    const leaning = rankFits(styles, PROFILES, Infinity, ['25']);
    expect(leaning.filter((f) => f.inTargetField).every((f) => f.code.startsWith('25-'))).toBe(true);
    expect(plain.some((f) => f.inTargetField)).toBe(false);
    // The same fits, ordered as fit + bonus in the field.
    expect(new Map(leaning.map((f) => [f.code, f.fit]))).toEqual(new Map(plain.map((f) => [f.code, f.fit])));
    const key = (f: (typeof leaning)[number]) => 50 * (1 + f.correlation) + (f.inTargetField ? TARGET_FIELD_BONUS : 0);
    for (let i = 1; i < leaning.length; i++) expect(key(leaning[i]!)).toBeLessThanOrEqual(key(leaning[i - 1]!) + 0.01);
    const top = (fits: typeof plain) => fits.slice(0, 10).filter((f) => f.code.startsWith('25-')).length;
    expect(top(leaning)).toBeGreaterThan(top(plain));
    expect(top(leaning)).toBeLessThan(10);
  });

  it('returns the ten best of all occupations, best first, from a scored take', () => {
    const take = scoreAnswers(answersKeyed((type) => (type === 5 ? 5 : type === 2 ? 1 : 3)));
    const fits = rankFits(take.workStyles, PROFILES);
    expect(fits).toHaveLength(10);
    for (let i = 1; i < fits.length; i++) expect(fits[i]!.correlation).toBeLessThanOrEqual(fits[i - 1]!.correlation);
    const all = rankFits(take.workStyles, PROFILES, Infinity);
    expect(all).toHaveLength(879);
    expect(all[0]).toEqual(fits[0]);
  });

  it('ranks nothing from a take that measured too few styles', () => {
    expect(rankFits({ '1.C.5.a': 4 }, PROFILES)).toEqual([]);
  });

  it('ranks nothing from a profile with no shape (every style the same)', () => {
    expect(rankFits(vectorOf(Array(16).fill(3)), PROFILES)).toEqual([]);
  });
});

describe('answers too flat to rank', () => {
  const same = (answer: number) => Array(36).fill(answer) as number[];
  const flat = (answers: number[]) => flatAnswers(answers, scoreAnswers(answers).workStyles);

  it('are every answer the same, or nearly every one', () => {
    expect(flat(same(3))).toEqual({ answer: 3, count: 36, total: 36 });
    expect(flat(same(5))).toEqual({ answer: 5, count: 36, total: 36 });
    // All "Agree" but for a few: 30 of 36 the same.
    expect(flat(same(4).map((a, i) => (i % 6 === 0 ? 5 : a)))).toEqual({ answer: 4, count: 30, total: 36 });
    // Agreeing with one type's statements and neutral on the rest (32 of 36 "Neither").
    expect(flat(items.map((item) => (item.type === 2 ? (item.reverse ? 1 : 5) : 3)))).toEqual({ answer: 3, count: 32, total: 36 });
  });

  it('are not answers that use the scale', () => {
    expect(flat(TEACHER)).toBeNull();
    expect(flat(answersKeyed((type) => (type === 5 ? 5 : 1)))).toBeNull();
    // Two answers, half each: the styles still have a shape.
    expect(flat(items.map((_, i) => (i % 2 ? 2 : 4)))).toBeNull();
  });

  it('include answers that vary but leave the work styles level', () => {
    const styles = Object.fromEntries(QUESTIONNAIRE.workStyles.map((s, i) => [s.id, 3 + (i % 2) * 0.2]));
    expect(flatAnswers(TEACHER, styles)).toMatchObject({ total: 36 });
  });
});
