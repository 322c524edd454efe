export interface FaqItem {
  question: string;
  answer: string;
}

/** Case-insensitive substring match on question and answer; blank queries match all. */
export function searchFaq<T extends FaqItem>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle));
}
