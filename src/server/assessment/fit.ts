/**
 * The occupations' work-style profiles: content/assessment/occupation-work-styles.json, written by
 * `npm run data:work-styles` and committed. Read here, on the server, so the island never ships it.
 */
import file from '../../../content/assessment/occupation-work-styles.json';
import { rankFits, type OccupationFit, type WorkStyleProfileFile } from '../../lib/assessment';

export const WORK_STYLE_PROFILES = file as WorkStyleProfileFile;

/** The best-fitting occupations for a member's work-style scores (see rankFits for the formula). */
export function bestFits(workStyles: Readonly<Record<string, number>>): OccupationFit[] {
  return rankFits(workStyles, WORK_STYLE_PROFILES);
}
