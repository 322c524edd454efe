/** The generated sample corpus: how its rows are told apart, labelled and linked. */

/** The `source` of the generated sample listings (imported jobs carry their board's name). */
export const SAMPLE_SOURCE = 'seed';
export const SAMPLE_NOTICE = 'Sample listing: generated from O*NET occupation data (U.S. DOL/ETA, CC BY 4.0), not a real vacancy.';

/** The site-relative page of a job. */
export function jobPagePath(id: string): string {
  return `/jobs/${id}`;
}
