/** English verb forms the bullet assistant needs, with the exceptions kept as data (content/bullets/rules.json). */
export interface VerbFormRules {
  irregularPast: Record<string, string>;
  doubleFinalConsonant: string[];
}

/** "Prepare" → "Prepared", "Identify" → "Identified", "Plan" → "Planned", "Lead" → "Led". */
export function pastTense(base: string, rules: VerbFormRules): string {
  const irregular = rules.irregularPast[base];
  if (irregular) return irregular;
  if (rules.doubleFinalConsonant.includes(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}
