import { describe, expect, it } from 'vitest';
import { quoteParts, readAs, readEvidence, sectionInWords } from './skill-evidence';

describe('sectionInWords', () => {
  it('names sections as a reader would, and the part above any heading', () => {
    expect(sectionInWords('skills')).toBe('Skills section');
    expect(sectionInWords('work')).toBe('Experience');
    expect(sectionInWords('education')).toBe('Education');
    expect(sectionInWords('summary')).toBe('Summary');
    expect(sectionInWords(null)).toBe('Top of the resume');
  });
});

describe('quoteParts', () => {
  it('splits the quote around the supporting words, as the quote writes them', () => {
    expect(quoteParts({ text: 'sql', quote: 'Skills: Python, SQL, Excel' })).toEqual({ before: 'Skills: Python, ', words: 'SQL', after: ', Excel' });
  });

  it('prefers a whole-word place over a part of a longer word', () => {
    expect(quoteParts({ text: 'SQL', quote: 'NoSQL stores and SQL reports' })).toEqual({ before: 'NoSQL stores and ', words: 'SQL', after: ' reports' });
  });

  it('reads words broken across lines or hyphenated at a line end as the quote joins them', () => {
    expect(quoteParts({ text: 'project\n  management', quote: 'Led project management for 3 sites' }).words).toBe('project management');
    expect(quoteParts({ text: 'Devel-\noping', quote: 'Developing dashboards' }).words).toBe('Developing');
  });

  it('shows the words alone when the quote does not hold them', () => {
    expect(quoteParts({ text: 'Tableau', quote: 'Dashboards' })).toEqual({ before: '', words: 'Tableau', after: '' });
  });
});

describe('readEvidence', () => {
  const span = { text: 'SQL', quote: 'Skills: SQL', section: 'skills', start: 8, end: 11 };

  it('keeps well-formed skills with at least one span, with the name as written and the vocabulary entry', () => {
    expect(readEvidence([{ name: 'Kafka', canonical: 'Apache Kafka', category: 'software', evidence: [span] }])).toEqual([
      { name: 'Kafka', canonical: 'Apache Kafka', category: 'software', evidence: [span] },
    ]);
    // A listed skill the vocabulary does not know has neither.
    expect(readEvidence([{ name: 'TestRail', canonical: null, category: null, evidence: [span] }])).toEqual([
      { name: 'TestRail', canonical: null, category: null, evidence: [span] },
    ]);
  });

  it('drops what is malformed and skills left without a span; an unknown section reads as another section', () => {
    const raw = [
      { name: 'SQL', canonical: 'SQL', category: 'data', evidence: [span, { text: 'x' }] },
      { name: 'Excel', canonical: 'Microsoft Excel', category: 'software', evidence: [] },
      { name: 3, evidence: [span] },
      null,
      {
        name: 'Python',
        canonical: 7,
        evidence: [
          { ...span, section: 'hobbies' },
          { ...span, section: null },
        ],
      },
    ];
    expect(readEvidence(raw)).toEqual([
      { name: 'SQL', canonical: 'SQL', category: 'data', evidence: [span] },
      {
        name: 'Python',
        canonical: null,
        category: null,
        evidence: [
          { ...span, section: 'other' },
          { ...span, section: null },
        ],
      },
    ]);
    expect(readEvidence(undefined)).toEqual([]);
    expect(readEvidence('nope')).toEqual([]);
  });
});

describe('readAs', () => {
  it('says what a skill is matched as when the resume names it another way, and that an unknown listed skill does not rank jobs', () => {
    expect(readAs({ name: 'Kafka', canonical: 'Apache Kafka' })).toBe('Matched as Apache Kafka');
    expect(readAs({ name: 'SEO', canonical: 'Search Engine Optimization (SEO)' })).toBe('Matched as Search Engine Optimization (SEO)');
    expect(readAs({ name: 'Search engine optimization', canonical: 'Search Engine Optimization (SEO)' })).toBeNull();
    expect(readAs({ name: 'Python', canonical: 'Python' })).toBeNull();
    expect(readAs({ name: 'TestRail', canonical: null })).toBe('Listed on your resume. Not yet used to rank jobs.');
  });
});
