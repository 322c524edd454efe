/**
 * `npm run eval:star`: precision and recall of the built-in STAR engine per part on the labelled
 * answers, for the tuning split, the held-out split and all; `--misses` lists the disagreements.
 */
import { readFileSync } from 'node:fs';
import { starMisses, starTable, type LabelledAnswer } from '../lib/star-eval';

const answers = JSON.parse(readFileSync(new URL('../../tests/fixtures/star/labelled.json', import.meta.url), 'utf8')) as LabelledAnswer[];
for (const split of ['dev', 'held-out'] as const) {
  const some = answers.filter((a) => a.split === split);
  console.log(`\n${split} (${some.length} answers)\n${starTable(some)}`);
}
console.log(`\nall (${answers.length} answers)\n${starTable(answers)}`);
if (process.argv.includes('--misses')) console.log(`\n${starMisses(answers).join('\n')}`);
