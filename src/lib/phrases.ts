/** Small English helpers shared by the generated job texts and the match cards' "why" lines. */

/** "a" or "an" before a title, by how it sounds ("an HR Generalist", "a User Researcher"). */
export function article(title: string): string {
  const first = title.split(/[\s-]/)[0] ?? '';
  if (/^[A-Z]{2,}\b/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  if (/^(?:uni|use|usu|uti|eu|one|once)/i.test(first)) return 'a';
  if (/^(?:hour|honest|honor|heir)/i.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

/** "A, B and C". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
