import { NUMBER_WORDS, annualMonthsFree, annualSavings, annualSavingsPercent, formatUsd, type Plan } from './plan-maths';

/**
 * Finds the claims a text makes about the annual saving and returns those the prices do not give
 * (decision 0001). Checked against `list`: every plan for a whole page, one plan for
 * that plan's card. (Free of the plan files, so the browser tests use it on the served pages.)
 *
 * - "Save 20%" / "saves 20%": true only if every plan in `list` saves that (rounded) percent.
 * - "Save up to 20%": the largest saving of `list`.
 * - "save $29" / "saves $149 (20%)": the dollar saving (and percent) of a plan in `list`.
 * - "save up to $149": the largest dollar saving of `list`.
 * - "more than two months free" / "2+ months free": every plan's saving is worth that many months.
 */
export function falsePriceClaims(text: string, list: readonly Plan[]): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const wrong: string[] = [];
  const percents = list.map(annualSavingsPercent);
  const dollars = list.map(annualSavings);
  const fewestMonths = Math.min(...list.map(annualMonthsFree));

  for (const m of flat.matchAll(/\bsav(?:e|es|ing|ings)\s+(up to\s+)?(\d+(?:\.\d+)?)\s?%/gi)) {
    const n = Number(m[2]);
    const ok = m[1] ? n === Math.max(...percents) : percents.every((p) => p === n);
    if (!ok) wrong.push(`"${m[0]}": the annual saving is ${describePercents(list)}`);
  }

  for (const m of flat.matchAll(/\bsav(?:e|es|ing|ings)\s+(up to\s+)?\$(\d[\d,]*(?:\.\d{2})?)(?:\s*\((\d+)\s?%\))?/gi)) {
    const n = Number(m[2]!.replace(/,/g, ''));
    const percent = m[3] === undefined ? null : Number(m[3]);
    const ok = m[1]
      ? n === Math.max(...dollars) && (percent === null || percent === percents[dollars.indexOf(n)])
      : list.some((p) => annualSavings(p) === n && (percent === null || annualSavingsPercent(p) === percent));
    if (!ok) wrong.push(`"${m[0]}": the annual saving is ${describeDollars(list)}`);
  }

  for (const m of flat.matchAll(/\bmore than (\w+) months? free\b/gi)) {
    const n = numberOf(m[1]!);
    if (n === null || !(fewestMonths > n)) wrong.push(`"${m[0]}": the smallest annual saving is worth ${fewestMonths.toFixed(2)} months`);
  }
  for (const m of flat.matchAll(/\b(\d+)\+ months? free\b/gi)) {
    if (!(fewestMonths >= Number(m[1]))) wrong.push(`"${m[0]}": the smallest annual saving is worth ${fewestMonths.toFixed(2)} months`);
  }
  return wrong;
}

function numberOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const i = NUMBER_WORDS.indexOf(word.toLowerCase());
  return i === -1 ? null : i;
}

const describePercents = (list: readonly Plan[]) => list.map((p) => `${annualSavingsPercent(p)}% on ${p.name}`).join(', ');
const describeDollars = (list: readonly Plan[]) => list.map((p) => `${formatUsd(annualSavings(p))} on ${p.name}`).join(', ');
