// Each benchmark prints its figures beside the ones of its previous run (kept in
// tests/bench/results/NAME.json and committed), so a regression shows at a glance.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('./results/', import.meta.url));

export type Figures = Record<string, number>;

export function previousFigures(name: string): Figures {
  const file = `${DIR}${name}.json`;
  if (!existsSync(file)) return {};
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { figures: Figures }).figures ?? {};
  } catch {
    return {};
  }
}

/** "12.3 ms (was 15.0 ms)": the figure with the previous run's beside it. */
export function beside(value: number, previous: number | undefined, unit = '', digits = 1): string {
  const now = `${value.toFixed(digits)}${unit}`;
  return previous === undefined ? `${now} (no previous run)` : `${now} (was ${previous.toFixed(digits)}${unit})`;
}

export function saveFigures(name: string, figures: Figures, note: string): void {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(`${DIR}${name}.json`, JSON.stringify({ measuredAt: new Date().toISOString(), note, figures }, null, 2) + '\n');
}
