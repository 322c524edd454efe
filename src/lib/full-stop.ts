/**
 * Ends a sentence with a name that may already end in a full stop ("CareerPivot, Inc."),
 * so the text reads "… Inc." and never "… Inc..". Other names get the full stop added.
 */
export function withFullStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
