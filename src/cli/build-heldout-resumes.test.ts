/**
 * The held-out set's truth files against the files themselves (tests/fixtures/heldout/, written
 * by `npm run data:heldout`): a truth file may never list a skill or a place the resume does not
 * contain, or the set would charge the engine for "missing" something that is not there.
 * Also: the generator draws the same set every time (its truth must be reproducible from the seed).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResumeTruth } from '~/server/resumes/score';
import { loadReviews } from '~/server/resumes/evaluate';
import { extractResumeText } from '~/server/resumes/extract-text';
import { buildHeldoutSet, HELDOUT_DIR } from './build-heldout-resumes';

const files = readdirSync(HELDOUT_DIR)
  .filter((f) => /^heldout-.*\.(pdf|docx)$/.test(f))
  .sort();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The name as a whole word or phrase (a plural "EKGs" names EKG), whitespace-insensitive. */
const names = (text: string, name: string) => new RegExp(`(?<![\\w])${escape(name).replace(/\s+/g, '\\s+')}s?(?![\\w])`, 'i').test(text);

describe('held-out resumes', () => {
  it('has at least 40 PDF and 40 DOCX files, each with a truth file', () => {
    expect(files.filter((f) => f.endsWith('.pdf')).length).toBeGreaterThanOrEqual(40);
    expect(files.filter((f) => f.endsWith('.docx')).length).toBeGreaterThanOrEqual(40);
  });

  it('lists only skills and places the rendered text contains', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (const file of files) {
      const truth = JSON.parse(readFileSync(join(HELDOUT_DIR, file.replace(/\.(pdf|docx)$/, '.truth.json')), 'utf8')) as ResumeTruth;
      const kind = file.endsWith('.pdf') ? 'pdf' : 'docx';
      const text = await extractResumeText(new Uint8Array(readFileSync(join(HELDOUT_DIR, file))), kind);
      for (const skill of truth.skills ?? []) {
        if (![skill, ...(truth.aliases?.[skill] ?? [])].some((n) => names(text, n))) problems.push(`${file}: skill "${skill}" not in the text`);
      }
      const place = truth.location!;
      if (place.remote && !/\bRemote\b/.test(text)) problems.push(`${file}: "Remote" not in the text`);
      if (place.city && !names(text, place.city)) problems.push(`${file}: city ${place.city} not in the text`);
    }
    expect(problems).toEqual([]);
  });

  it("has a reader's review only for words its resume contains, with a verdict and a reason", { timeout: 60_000 }, async () => {
    const reviews = loadReviews(HELDOUT_DIR);
    expect(reviews.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const r of reviews) {
      const file = files.find((f) => f.startsWith(`${r.resume}.`));
      if (!file) {
        problems.push(`${r.resume}: no such resume`);
        continue;
      }
      const text = await extractResumeText(new Uint8Array(readFileSync(join(HELDOUT_DIR, file))), file.endsWith('.pdf') ? 'pdf' : 'docx');
      if (!names(text, r.words)) problems.push(`${r.resume}: "${r.words}" not in the text`);
      if (!['accept', 'reject'].includes(r.verdict) || r.why.length < 10) problems.push(`${r.resume}: ${r.skill} has no verdict or reason`);
    }
    expect(problems).toEqual([]);
  });

  it('draws the same set from the same seed', () => {
    const truths = () => JSON.stringify(buildHeldoutSet().map((r) => r.truth));
    expect(truths()).toBe(truths());
  });
});
