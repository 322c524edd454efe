import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { falsePriceClaims } from './price-claims';
import { ANNUAL_DISCOUNT_LABEL, annualSavingsText, fillPriceFacts, plans } from './plans';

const byKey = (key: string) => plans.find((p) => p.key === key)!;

describe('falsePriceClaims: a saving the prices do not give is caught', () => {
  it('catches the untrue texts of the earlier build', () => {
    // Pivot and Premium save 17%: "Save 20%" is true of Elite only.
    expect(falsePriceClaims('Annual Save 20%', plans)).toHaveLength(1);
    expect(falsePriceClaims('Annual billing saves 20% and you can change cycle', plans)).toHaveLength(1);
    // 12 × $62 − $595 = $149, not $124.
    expect(falsePriceClaims('or $50/mo billed annually ($595/year), save $124', plans)).toHaveLength(1);
    expect(falsePriceClaims('save $124', [byKey('elite')])).toHaveLength(1);
  });

  it('accepts what the prices give, and only for the plan that gives it', () => {
    expect(falsePriceClaims(`Annual ${ANNUAL_DISCOUNT_LABEL}`, plans)).toEqual([]);
    expect(falsePriceClaims('Annual billing saves up to 20%, more than two months free', plans)).toEqual([]);
    for (const plan of plans) expect(falsePriceClaims(`save ${annualSavingsText(plan)}`, [plan])).toEqual([]);
    expect(falsePriceClaims('save $149 (20%)', [byKey('pivot')])).toHaveLength(1);
    // The right dollars with the wrong percent, the wrong "up to", a saving no plan gives.
    expect(falsePriceClaims('saves $149 (17%)', plans)).toHaveLength(1);
    expect(falsePriceClaims('Save up to 17%', plans)).toHaveLength(1);
    expect(falsePriceClaims('Save up to $69', plans)).toHaveLength(1);
    expect(falsePriceClaims('Save 17%', [byKey('pivot'), byKey('premium')])).toEqual([]);
  });

  it('checks months free against the plan that saves the least (Premium: $69 is 2.03 months of $34)', () => {
    expect(falsePriceClaims('2+ months free', plans)).toEqual([]);
    expect(falsePriceClaims('more than two months free', plans)).toEqual([]);
    expect(falsePriceClaims('more than three months free', plans)).toHaveLength(1);
    expect(falsePriceClaims('3+ months free', plans)).toHaveLength(1);
    // A referral reward's "5 months free" is not a claim about the annual saving.
    expect(falsePriceClaims('5+ Referrals: 5 months free', plans)).toEqual([]);
  });
});

/** Every file under `dir` whose name ends with one of `exts`, test files left out. */
function filesUnder(dir: string, exts: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, exts);
    return exts.some((e) => name.endsWith(e)) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('no page source or content states a saving the prices do not give', () => {
  // The pages' own words: content, and the text written into pages, components, islands and the
  // modules they read. This checker's own examples are the one exception.
  const files = [
    ...filesUnder('content', ['.md', '.mdx', '.json', '.yaml']).filter((f) => !f.startsWith(join('content', 'skills'))),
    ...['src/pages', 'src/components', 'src/layouts', 'src/islands', 'src/lib', 'src/config', 'src/server/mail'].flatMap((d) =>
      filesUnder(d, ['.astro', '.ts', '.tsx', '.md', '.mdx']),
    ),
  ].filter((f) => f !== join('src', 'lib', 'price-claims.ts'));

  it('finds the files to check', () => {
    expect(files).toContain(join('content', 'faq', '04-billing-options.md'));
    expect(files).toContain(join('src', 'components', 'PlanCard.astro'));
  });

  it('has no false claim in any of them, the FAQ read with its price facts filled in', () => {
    const wrong = files.flatMap((file) => {
      const raw = readFileSync(file, 'utf8');
      const text = file.startsWith(join('content', 'faq')) ? fillPriceFacts(raw, plans) : raw;
      return falsePriceClaims(text, plans).map((claim) => `${file}: ${claim}`);
    });
    expect(wrong).toEqual([]);
  });

  it('states the FAQ billing answer from the prices', () => {
    const answer = fillPriceFacts(readFileSync('content/faq/04-billing-options.md', 'utf8'), plans);
    expect(answer).toContain('Annual billing saves up to 20% compared with paying month by month, which works out to more than two months free');
  });
});
