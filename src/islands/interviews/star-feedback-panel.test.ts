import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coachAnswer } from '~/lib/star';
import type { RelevanceCase } from '~/lib/star-eval';
import { StarFeedbackPanel } from './StarFeedbackPanel';

const cases = (JSON.parse(readFileSync(new URL('../../../tests/fixtures/star/relevance.json', import.meta.url), 'utf8')) as { answers: RelevanceCase[] })
  .answers;
const panel = (question: string, answer: string) =>
  renderToStaticMarkup(createElement(StarFeedbackPanel, { answer, feedback: coachAnswer(answer, question), engine: 'built-in' }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the STAR feedback a member reads', () => {
  it('says when the answer does not answer the question asked, and what the question asks', () => {
    const shipments = cases.find((c) => c.id === 'r01')!; // the deadline story against "What have you done to prepare for the move..."
    const text = panel(shipments.question, shipments.answer);
    expect(text).toContain('This answer does not answer the question asked');
    expect(text).toContain('The question asks what you have done to get ready for this change');
    expect(text).toMatch(/STAR score (\d+) \/100/);
    expect(Number(/STAR score (\d+) \/100/.exec(text)![1])).toBeLessThanOrEqual(40);
  });

  it('says nothing of the kind when it does', () => {
    const prepared = cases.find((c) => c.id === 'r02')!;
    expect(panel(prepared.question, prepared.answer)).not.toContain('does not answer the question');
  });
});
