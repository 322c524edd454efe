import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from './catalogue';
import { NUMBER_WORDS, fillPriceFacts } from './plan-maths';
import { plans } from './plans';

const WORD_VALUES: Record<string, number> = { ...Object.fromEntries(NUMBER_WORDS.map((w, i) => [w, i])), fourteen: 14, twenty: 20, thirty: 30 };
const FIGURE = `(\\d+|${Object.keys(WORD_VALUES).join('|')})`;
/** "3-day free trial", "14 day trial", "a trial of 7 days", "trial period: 14 days". */
const STATEMENTS = [new RegExp(`\\b${FIGURE}[- ]days?(?: free)? trial`, 'gi'), new RegExp(`\\btrial(?: period)?(?: of| lasts| is|:)? ${FIGURE} days\\b`, 'gi')];

/** Every trial length a text states, as numbers. */
function trialLengthsStated(text: string): number[] {
  return STATEMENTS.flatMap((re) =>
    [...text.matchAll(re)].map((m) => {
      const figure = m[1]!.toLowerCase();
      return WORD_VALUES[figure] ?? Number(figure);
    }),
  );
}

function filesUnder(dir: string, exts: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, exts);
    return exts.some((e) => name.endsWith(e)) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The text of a page as it is built: the catalogue's number where the source names it. */
function rendered(file: string): string {
  const raw = readFileSync(file, 'utf8');
  const text = file.startsWith(join('content', 'faq')) ? fillPriceFacts(raw, plans) : raw;
  return text.replace(/\$?\{\s*TRIAL_DAYS\s*\}/g, String(TRIAL_DAYS));
}

describe('trialLengthsStated', () => {
  it('finds a trial length however it is written', () => {
    expect(trialLengthsStated('Every plan starts with a 14-day free trial.')).toEqual([14]);
    expect(trialLengthsStated('a three-day trial, then a 7 day trial')).toEqual([3, 7]);
    expect(trialLengthsStated('Trial period: 14 days')).toEqual([14]);
    expect(trialLengthsStated('Start with a {TRIAL_DAYS}-day free trial')).toEqual([]);
    expect(trialLengthsStated('Annual plans may ask for a refund within 30 days')).toEqual([]);
  });
});

describe('every page and content file states the catalogue’s trial length', () => {
  // The pages' own words: content, and the text of pages, components, islands, e-mails and the
  // modules they read.
  const files = [
    ...filesUnder('content', ['.md', '.mdx', '.json', '.yaml']).filter((f) => !f.startsWith(join('content', 'skills'))),
    ...['src/pages', 'src/components', 'src/layouts', 'src/islands', 'src/lib', 'src/config', 'src/server/mail'].flatMap((d) =>
      filesUnder(d, ['.astro', '.ts', '.tsx', '.md', '.mdx']),
    ),
  ];

  it('writes the length only as TRIAL_DAYS or {{trial-days}}, never as a figure', () => {
    const written = files.flatMap((file) => trialLengthsStated(readFileSync(file, 'utf8')).map((days) => `${file}: ${days} days`));
    expect(written).toEqual([]);
  });

  it('states TRIAL_DAYS wherever a built page states a length', () => {
    const stated = files.flatMap((file) => trialLengthsStated(rendered(file)).map((days) => ({ file, days })));
    expect(stated.filter((s) => s.days !== TRIAL_DAYS)).toEqual([]);
    const where = new Set(stated.map((s) => s.file));
    for (const page of [
      join('content', 'faq', '03-free-trial.md'),
      join('content', 'legal', 'terms.mdx'),
      join('src', 'pages', 'index.astro'),
      join('src', 'pages', 'subscribe.astro'),
      join('src', 'islands', 'member', 'UpgradeCard.tsx'),
      join('src', 'islands', 'billing', 'SubscriptionSuccess.tsx'),
    ])
      expect(where).toContain(page);
  });
});
