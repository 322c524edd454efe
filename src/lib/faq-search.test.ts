import { describe, expect, it } from 'vitest';
import { searchFaq } from './faq-search';

const items = [
  { question: 'Is there a free trial?', answer: 'Every plan starts with a 3-day free trial.' },
  { question: 'What is PivotMatch?', answer: 'AI job matching included in Elite.' },
  { question: 'Can I cancel anytime?', answer: 'Yes, annual plans get a prorated refund.' },
];

describe('FAQ search', () => {
  it('shows every question for an empty or blank search', () => {
    expect(searchFaq(items, '')).toHaveLength(3);
    expect(searchFaq(items, '   ')).toHaveLength(3);
  });

  it('matches the question case-insensitively', () => {
    expect(searchFaq(items, 'PIVOTMATCH').map((i) => i.question)).toEqual(['What is PivotMatch?']);
  });

  it('matches text that appears only in the answer', () => {
    expect(searchFaq(items, 'prorated').map((i) => i.question)).toEqual(['Can I cancel anytime?']);
  });

  it('trims the search before matching', () => {
    expect(searchFaq(items, '  free trial  ')).toHaveLength(1);
  });

  it('returns nothing when no question or answer contains the text', () => {
    expect(searchFaq(items, 'blockchain')).toEqual([]);
  });
});
