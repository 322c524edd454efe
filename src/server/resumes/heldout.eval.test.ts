import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { evaluateResumes, evaluationTotals, type FileResult } from './evaluate';
import { startPivotMatchPipeline, type PivotMatchPipeline } from '../testing/pivotmatch-pipeline';

/**
 * The frozen held-out set (tests/fixtures/heldout, issue 11) read through PivotMatch as users get
 * it: upload, background processing, status. The floors are the figures measured on main, less a
 * rounding margin: a change that reads resumes worse fails the build. Recall and precision are read
 * by the words behind each skill (score.ts, byEvidence), and by name only as a second guard.
 * Precision as issue 11 defines it (skills a reader would accept) uses reviews.json: a reader's
 * verdict on each skill the frozen truth does not name, valid only for the words it reviewed, so a
 * new or different reading counts as wrong until someone reviews it.
 * Measured 2026-11-25 with the O*NET/ESCO vocabulary: by evidence recall 100%, precision 91.7%
 * against the truth alone and 98.4% with the review; by name 97.4% and 89.4%; location 100%
 * (issue 11's targets: recall ≥ 90%, precision ≥ 95%, location ≥ 98%). Not an *.integration test: reading does not depend on the database, so it runs
 * once, not again on PostgreSQL.
 */
const FLOORS = { recall: 0.98, precision: 0.91, precisionByReview: 0.975, recallByName: 0.96, precisionByName: 0.885, location: 0.98 };
const HELDOUT = fileURLToPath(new URL('../../../tests/fixtures/heldout/', import.meta.url));

let pipeline: PivotMatchPipeline;
let results: FileResult[];
beforeAll(async () => {
  pipeline = await startPivotMatchPipeline();
  results = await evaluateResumes(HELDOUT, pipeline);
}, 300_000);
afterAll(async () => pipeline?.stop());

describe('PivotMatch on the frozen held-out set (through upload, processing and status)', () => {
  it('reads every file: 96 resumes in 12 fields, none refused, none crashed', () => {
    expect(results).toHaveLength(96);
    expect(results.filter((r) => r.outcome.kind !== 'parsed').map((r) => `${r.file}: ${JSON.stringify(r.outcome)}`)).toEqual([]);
  });

  it(`keeps recall ≥ ${FLOORS.recall * 100}%, precision ≥ ${FLOORS.precisionByReview * 100}% as reviewed (${FLOORS.precision * 100}% against the truth alone) and location ≥ ${FLOORS.location * 100}%`, () => {
    const totals = evaluationTotals(results);
    expect(totals.scored).toBe(96);
    expect(totals.byEvidence).not.toBeNull();
    expect(totals.byEvidence!.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(totals.byEvidence!.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(totals.byEvidence!.review.precision).toBeGreaterThanOrEqual(FLOORS.precisionByReview);
    expect(totals.recall).toBeGreaterThanOrEqual(FLOORS.recallByName);
    expect(totals.precision).toBeGreaterThanOrEqual(FLOORS.precisionByName);
    expect(totals.locationAccuracy).toBeGreaterThanOrEqual(FLOORS.location);
  });

  it('returns no skill without the text that supports it', () => {
    const totals = evaluationTotals(results);
    expect(totals.returned).toBeGreaterThan(0);
    expect(totals.unsupported).toBe(0);
  });

  it('reads a PDF and a DOCX of the same resume alike', () => {
    const byName = new Map(results.map((r) => [r.file, r.outcome.kind === 'parsed' ? [...r.outcome.skills].sort() : null]));
    const pairs = [...byName.keys()].filter((f) => f.endsWith('.pdf')).map((f) => [f, f.replace(/\.pdf$/, '.docx')] as const);
    expect(pairs.length).toBe(48);
    const differing = pairs.filter(([pdf, docx]) => JSON.stringify(byName.get(pdf)) !== JSON.stringify(byName.get(docx)));
    // Layout may split a word differently; nearly every pair must agree.
    expect(differing.length).toBeLessThanOrEqual(4);
  });
});
