import { describe, expect, it } from 'vitest';
import { scoreResume, type ResumeTruth } from './score';

const truth: ResumeTruth = {
  expect: 'ok',
  skills: ['Microsoft Excel', 'SQL', 'HL7'],
  aliases: { 'Microsoft Excel': ['Excel'] },
  optional: ['Staff Training'],
  location: { city: 'Columbus', state: 'OH', remote: false },
};
const columbus = { city: 'Columbus', state: 'OH', remote: false };

describe('scoreResume', () => {
  it('counts aliases as found and lists what was missed', () => {
    const s = scoreResume(truth, ['excel', 'SQL'], columbus);
    expect(s.found).toBe(2);
    expect(s.recall).toBeCloseTo(2 / 3);
    expect(s.missed).toEqual(['HL7']);
  });

  it('calls a returned skill invented unless it is a truth skill, an alias or optional', () => {
    const s = scoreResume(truth, ['SQL', 'Staff Training', 'Go', 'Figma'], columbus);
    expect(s.invented).toEqual(['Go', 'Figma']);
  });

  it('needs city, state and the remote flag to match for the location to count', () => {
    expect(scoreResume(truth, [], columbus).locationCorrect).toBe(true);
    expect(scoreResume(truth, [], { ...columbus, state: null }).locationCorrect).toBe(false);
    expect(scoreResume(truth, [], { ...columbus, remote: true }).locationCorrect).toBe(false);
    expect(scoreResume(truth, [], { city: 'Cleveland', state: 'OH', remote: false }).locationCorrect).toBe(false);
  });

  it('by evidence, reads the words behind a skill: a different name for the same product counts, a wrong sense does not', () => {
    const span = (text: string) => ({ text, quote: text, section: null, start: 0, end: text.length });
    const s = scoreResume(truth, ['Spreadsheets', 'Structured Query Language', 'Health Level Seven', 'Payroll Processing'], columbus, [
      { name: 'Spreadsheets', canonical: 'Spreadsheets', category: null, evidence: [span('Excellent spreadsheets')] },
      { name: 'Structured Query Language', canonical: 'Structured Query Language', category: null, evidence: [span('structured query language (SQL)')] },
      { name: 'Health Level Seven', canonical: 'Health Level Seven', category: null, evidence: [span('HL7-interfaces')] },
      { name: 'Payroll Processing', canonical: 'Payroll Processing', category: null, evidence: [span('Cascade Payroll Software')] },
    ]);
    // By name nothing matches; by evidence "SQL" and "HL7" are whole words of their spans, "Excel" is not of "Excellent".
    expect(s.found).toBe(0);
    expect(s.byEvidence?.found).toBe(2);
    expect(s.byEvidence?.missed).toEqual(['Microsoft Excel']);
    expect(s.byEvidence?.invented).toEqual(['Spreadsheets', 'Payroll Processing']);
  });

  it('by review, accepts an invented skill only while its evidence shows the reviewed words', () => {
    const span = (quote: string) => ({ text: quote, quote, section: null, start: 0, end: quote.length });
    const reviews = [
      { resume: 'r', skill: 'Cash Handling', words: 'Ran cash registers', verdict: 'accept' as const, why: '' },
      { resume: 'r', skill: 'Payroll Processing', words: 'Cascade Payroll Software', verdict: 'reject' as const, why: '' },
    ];
    const read = (cashQuote: string) =>
      scoreResume(
        truth,
        ['Cash Handling', 'Payroll Processing', 'Figma'],
        columbus,
        [
          { name: 'Cash Handling', canonical: 'Cash Handling', category: null, evidence: [span(cashQuote)] },
          { name: 'Payroll Processing', canonical: 'Payroll Processing', category: null, evidence: [span('Cascade Payroll Software, Columbus')] },
          { name: 'Figma', canonical: 'Figma', category: null, evidence: [span('Figma')] },
        ],
        reviews,
      ).byEvidence!.reviewed;
    expect(read('• Ran cash registers')).toEqual({ accepted: ['Cash Handling'], rejected: ['Payroll Processing'], unreviewed: ['Figma'] });
    // Another reading of the same skill is not what the reader accepted.
    expect(read('Counted cash at the bank').accepted).toEqual([]);
  });
});
