/**
 * `npm run eval:star`: precision and recall of the built-in STAR engine per part on the labelled
 * answers, for the tuning split, the held-out split and all, and the question check (answers called
 * off their own question, and off another's) there and on answers to the mock-interview bank's
 * questions (tests/fixtures/star/relevance.json); `--misses` lists the disagreements.
 */
import { readFileSync } from 'node:fs';
import { evaluateRelevanceCases, relevanceTable, starMisses, starTable, type LabelledAnswer, type RelevanceCase } from '~/lib/star-eval';

const answers = JSON.parse(readFileSync(new URL('../../tests/fixtures/star/labelled.json', import.meta.url), 'utf8')) as LabelledAnswer[];
for (const split of ['dev', 'held-out'] as const) {
  const some = answers.filter((a) => a.split === split);
  console.log(`\n${split} (${some.length} answers)\n${starTable(some)}\n${relevanceTable(some)}`);
}
console.log(`\nall (${answers.length} answers)\n${starTable(answers)}\n${relevanceTable(answers)}`);
const cases = (JSON.parse(readFileSync(new URL('../../tests/fixtures/star/relevance.json', import.meta.url), 'utf8')) as { answers: RelevanceCase[] }).answers;
const check = evaluateRelevanceCases(cases);
console.log(
  `\nbank questions (${cases.length} answers, tests/fixtures/star/relevance.json)\n` +
    `question check: ${check.caught}/${check.offTopic} off-topic answers caught, ${check.wronglyFlagged.length}/${check.onTopic} on-topic answers wrongly flagged` +
    (check.wronglyFlagged.length ? ` (${check.wronglyFlagged.join(', ')})` : ''),
);
if (process.argv.includes('--misses')) console.log(`\n${starMisses(answers).join('\n')}`);
