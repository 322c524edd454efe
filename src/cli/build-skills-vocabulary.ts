/**
 * `npm run data:skills`: rebuilds content/skills/vocabulary.json, the skills vocabulary PivotMatch
 * reads resumes and jobs with, from
 * - content/skills/curated.json: the names people write, with aliases and context rules (by hand);
 * - content/skills/certifications.json: certifications, licences, code sets, standards and regulations
 *   (CCNA, ServSafe, ICD-10, OSHA 30, GAAP), in the same format and read the same way as curated.json:
 *   each is a curated skill of its own, and its cues join curated.json's;
 * - content/skills/fields/*.json: the working vocabulary of one line of work each (dental hygiene,
 *   property management, fundraising…), in the same format, written from the trade's own terms;
 * - O*NET 29.2 technology examples (8,768 products and tools) and its 35 skills;
 * - ESCO 1.2.0 digital skills (tools and ICT knowledge, with their alternative labels);
 * - content/skills/onet-rules.json: how public names become the names people write (vendors,
 *   fields by commodity category, names never read as skills, forms that are also ordinary words).
 *
 * Each public name gives the forms a resume writes: "Esri ArcGIS" → ArcGIS; "SAP software" → SAP;
 * "Supervisory control and data acquisition SCADA software" → SCADA and its words. A name one of
 * the curated skills already has joins that skill (so "Microsoft Excel" stays one skill); a form two
 * products share is kept by neither. A single word that is also an ordinary English word (one the
 * O*NET task statements use in lower case) is matched only with its case and in a skills context.
 * ONET_DIR and ESCO_DIR point at other copies of the data (default ../shared/data/…).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StoredContext, StoredSkill } from '~/server/skills/taxonomy';
import { tsvColumns } from './tsv';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onetDir = process.env.ONET_DIR ?? `${root}../shared/data/onet-29.2`;
const escoDir = process.env.ESCO_DIR ?? `${root}../shared/data/esco-1.2.0`;
const OUT = `${root}content/skills/vocabulary.json`;

type CuratedContext = StoredContext;
type VocabularySkill = StoredSkill;
interface Curated {
  cues?: Record<string, { source: string; flags: string }>;
  skills: Array<Omit<VocabularySkill, 'source'>>;
}
interface Rules {
  vendors: string[];
  displayWithoutVendor: string[];
  commodityFields: Array<[string, string]>;
  skip: string[];
  contextOnly: string[];
  ownSkill: string[];
}

const table = tsvColumns;

const readCurated = (file: string) => JSON.parse(readFileSync(`${root}content/skills/${file}`, 'utf8')) as Curated;
const handSkills = readCurated('curated.json');
const certifications = readCurated('certifications.json');
/** The hand-written skills: curated.json's, then certifications.json's (the same treatment; a name in both is an error). */
// A certifications.json entry is a credential (kind "certification") unless it says it is a standard.
const credentials = certifications.skills.map((s) => ({ ...s, kind: s.kind ?? 'certification' }));
const fieldFiles = readdirSync(`${root}content/skills/fields`)
  .filter((f) => f.endsWith('.json'))
  .sort();
const fieldVocabularies = fieldFiles.map((f) => readCurated(`fields/${f}`));
const fieldSkills = fieldVocabularies.flatMap((v) => v.skills);
const curated: Required<Curated> = { cues: { ...handSkills.cues }, skills: [...handSkills.skills, ...credentials, ...fieldSkills] };
for (const [file, extra] of [['certifications.json', certifications] as const, ...fieldFiles.map((f, i) => [`fields/${f}`, fieldVocabularies[i]!] as const)]) {
  for (const [name, cue] of Object.entries(extra.cues ?? {})) {
    if (name in curated.cues) throw new Error(`${file}: cue "${name}" is already defined`);
    curated.cues[name] = cue;
  }
}
{
  const seen = new Set<string>();
  for (const { name } of curated.skills) {
    if (seen.has(name)) throw new Error(`curated.json/certifications.json/fields: two skills are named "${name}"`);
    seen.add(name);
  }
}
const rules = JSON.parse(readFileSync(`${root}content/skills/onet-rules.json`, 'utf8')) as Rules;
const skip = new Set(rules.skip.map((s) => s.toLowerCase()));
const contextOnly = new Set(rules.contextOnly);

/** How the extractor compares forms: case folded, hyphens as spaces, spaces collapsed. */
const key = (form: string) =>
  form
    .normalize('NFKC')
    .replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

// ---------------------------------------------------------------------------------------
// Ordinary words: what O*NET's own prose writes in lower case.

const wordCounts = new Map<string, number>();
const countWords = (text: string) => {
  for (const w of text.match(/\b[a-z][a-z'-]*\b/g) ?? []) wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
};
for (const [task] of table(`${onetDir}/task-statements.tsv`, ['Task'])) countWords(task!);
for (const [description] of table(`${onetDir}/occupation-data.tsv`, ['Description'])) countWords(description!);
const isOrdinaryWord = (word: string) => {
  const w = word.toLowerCase();
  const count = (x: string) => wordCounts.get(x) ?? 0;
  // "statement" is as ordinary as the "statements" the tasks write.
  return count(w) + count(`${w}s`) + count(`${w}es`) + (w.endsWith('s') ? count(w.slice(0, -1)) : 0) + (/ies$/.test(w) ? count(`${w.slice(0, -3)}y`) : 0) >= 2;
};

/** The keys a form takes in the matcher: a phrase also matches its plural (see extract-skills.ts, plurals). */
function variants(form: string): string[] {
  const k = key(form);
  if (!k.includes(' ') || !/[a-z]$/.test(k)) return [k];
  if (/(?:s|x|z|ch|sh)$/.test(k)) return [k, `${k}es`];
  if (/[^aeiou]y$/.test(k)) return [k, `${k.slice(0, -1)}ies`, `${k}s`];
  return [k, `${k}s`];
}

// ---------------------------------------------------------------------------------------
// The curated skills and their forms.

const skills: VocabularySkill[] = curated.skills.map((s) => ({ ...s, source: 'curated' }));
/** Every form already claimed, by its key, to the skill's index. */
const claimed = new Map<string, number>();
const formsOf = (s: VocabularySkill) => [
  s.name,
  s.name.replace(/\s*\([^)]*\)\s*$/, ''),
  ...(s.aliases ?? []),
  ...(s.exact ?? []),
  ...(s.context ?? []).map((c) => c.form),
];
skills.forEach((s, i) => {
  for (const f of formsOf(s)) for (const v of variants(f)) if (!claimed.has(v)) claimed.set(v, i);
});

// ---------------------------------------------------------------------------------------
// Public names → the forms people write.

const SOFTWARE_SUFFIX = /\s+(?:software(?:\s+systems?)?|systems?\s+software|programs?|applications?)$/i;
/** "Supervisory control and data acquisition SCADA software": words, then their initials. */
const WITH_ACRONYM = /^(.+?)\s+([A-Z][A-Z0-9+/&-]*[A-Z0-9+])(?:\s+(?:software|systems?|programs?))?$/;

const STOP_WORDS = /^(?:and|or|of|for|the|to|in|on|a|an)$/i;

/** Word stems ("requirement" and "requirements" alike), without the small words. */
const stems = (form: string) =>
  key(form)
    .split(/[\s/]+/)
    .filter((w) => w && !STOP_WORDS.test(w))
    .map((w) => w.replace(/[^a-z0-9]/g, '').slice(0, 5))
    .filter(Boolean);
/** Whether one of `forms` has every word of `expansion` (the words an acronym spells). */
function spells(expansion: string, forms: readonly string[]): boolean {
  const want = stems(expansion);
  return forms.some((f) => {
    const have = new Set(stems(f));
    return want.every((w) => have.has(w));
  });
}

/** How many last words of `words` the acronym spells (with or without their small words), or 0. */
function expansionLength(words: string, acronym: string): number {
  const letters = acronym.replace(/[^A-Za-z]/g, '').toUpperCase();
  const list = words.split(/\s+/);
  if (letters.length < 2) return 0;
  for (let n = 1; n <= list.length; n++) {
    const tail = list.slice(-n);
    const all = tail.map((w) => w[0]!.toUpperCase()).join('');
    const content = tail
      .filter((w) => !STOP_WORDS.test(w))
      .map((w) => w[0]!.toUpperCase())
      .join('');
    if ((all === letters || content === letters) && !STOP_WORDS.test(tail[0]!)) return n;
  }
  return 0;
}

/** Vendors: the curated list and any one to three leading words that start three or more products. */
function findVendors(names: string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) {
    const words = name.split(' ');
    for (let n = 1; n <= 3 && n < words.length; n++) {
      const prefix = words.slice(0, n).join(' ');
      counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
    }
  }
  const found = [...counts]
    .filter(([prefix, n]) => n >= 3 && /^[A-Z]/.test(prefix) && !prefix.split(' ').every((w) => isOrdinaryWord(w)))
    .map(([prefix]) => prefix);
  // The curated vendors first: "ESRI ArcGIS" starts several products but is itself one, of ESRI.
  const byLength = (a: string, b: string) => b.length - a.length;
  return [...new Set([...[...rules.vendors].sort(byLength), ...found.filter((v) => !rules.vendors.includes(v)).sort(byLength)])];
}

interface Forms {
  /** The name shown for the skill. */
  display: string;
  /** Forms matched in any case. */
  plain: Set<string>;
  /** Forms matched with their case only. */
  exact: Set<string>;
  /** Forms matched with their case, and only in a skills context. */
  context: Set<string>;
  /** Context forms that are concepts (ESCO's lower-case labels): any case. */
  anyCase?: boolean;
  /** The names that say which skill this is (full, without "software", without the vendor, the acronym). */
  identity: Set<string>;
  /** A name that spells its acronym ("Statistical process control SPC"): the acronym and the words it stands for. */
  spelled?: { acronym: string; expansion: string };
  /** An O*NET Hot Technology: its short forms are known well enough to stand alone. */
  hot?: boolean;
}

/** Words of a form, for the ordinary-word tests. */
const wordsOf = (form: string) => form.split(/[\s/]+/).filter(Boolean);

/** A form with at least one word that is not ordinary English: a product's name ("Paychex payroll"). */
const named = (form: string) => wordsOf(form).some((w) => !isOrdinaryWord(w.replace(/[^A-Za-z'-]/g, '')));

/** Adds a form under the strictest rule it needs. */
function place(forms: Forms, form: string, derived = false): void {
  form = form
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;:]$/, '');
  if (form.length < 2 || skip.has(form.toLowerCase()) || form.includes('@')) return;
  const words = wordsOf(form);
  if (words.length === 1) {
    const word = words[0]!;
    if (/^[A-Z0-9&+/-]+$/.test(word) && !contextOnly.has(word) && !isOrdinaryWord(word)) {
      // A two-letter short form ("MD" of MasterControl MD) is a state, a degree, anything: only whole names.
      if (word.replace(/[^A-Z]/g, '').length >= (derived ? 3 : 2)) forms.exact.add(word);
      return;
    }
    // ESCO's one-word concepts ("firmware", "sensors") name a skill only where a resume lists them.
    if (contextOnly.has(word) || isOrdinaryWord(word) || (forms.anyCase && /^[a-z]/.test(word))) {
      // A short form that is an ordinary word ("Developer" of Oracle SQL Developer) is no evidence at all,
      // unless people write the product that way ("Word", "Teams": onet-rules.json, contextOnly).
      if (derived && !contextOnly.has(word)) return;
      // Ordinary words are evidence only in a skills context: a product's name with its case, a concept in any case.
      if (word.length < 3) return;
      if (/^[A-Z]/.test(word)) forms.context.add(word);
      else if (forms.anyCase) forms.context.add(word[0]!.toUpperCase() + word.slice(1));
      return;
    }
    if (/^[A-Z0-9&+/-]+$/.test(word)) {
      if (word.replace(/[^A-Z]/g, '').length >= 2) forms.exact.add(word);
      return;
    }
    // CamelCase, digits and rare lower-case words are unmistakable in any case ("ArcGIS", "QuickBooks",
    // "cryptocurrency"); a plain capitalised word keeps its case ("Tableau", not "tableau").
    if ((/[a-z][A-Z]|\d/.test(word) || /^[a-z]/.test(word) || forms.anyCase) && word.length >= 4) forms.plain.add(word);
    // The vendor's name dropped from a little-known product leaves a plain word that is as often a
    // name or a place ("Askia Vista", "Laserfiche Rio", "Eclipse Jersey"): it counts only as a tool.
    else if (derived && !forms.hot && /^[A-Z][a-z]+$/.test(word)) forms.context.add(word);
    else forms.exact.add(word);
    return;
  }
  if (forms.anyCase && !named(form) && !SOFTWARE_SUFFIX.test(form)) {
    // An ESCO concept in ordinary words ("search engines", "control systems") names a skill where a resume lists it.
    forms.context.add(form[0]!.toUpperCase() + form.slice(1));
    return;
  }
  if (words.every((w) => isOrdinaryWord(w.replace(/[^A-Za-z'-]/g, '')) || contextOnly.has(w)) && !SOFTWARE_SUFFIX.test(form) && /^[A-Z]/.test(form)) {
    // "Infinite Extent", "Motor Test System": ordinary words in a product's name keep their case.
    forms.exact.add(form);
    return;
  }
  forms.plain.add(form);
}

function formsOfName(name: string, vendors: string[], displayVendors: Set<string>, hot = false): Forms {
  const forms: Forms = { display: name, plain: new Set(), exact: new Set(), context: new Set(), identity: new Set([name]), hot };
  const bases = new Set([name]);
  const withoutSuffix = name.replace(SOFTWARE_SUFFIX, '');
  // "Paychex payroll software" → Paychex payroll; "Data entry software" stays whole (the words alone are a task, not a product).
  if (withoutSuffix !== name && withoutSuffix.length >= 2 && named(withoutSuffix)) {
    bases.add(withoutSuffix);
    forms.identity.add(withoutSuffix);
  }
  const acronym = WITH_ACRONYM.exec(withoutSuffix) ?? WITH_ACRONYM.exec(name);
  const spelled = acronym ? expansionLength(acronym[1]!, acronym[2]!) : 0;
  if (acronym && spelled > 0) {
    const words = acronym[1]!.split(/\s+/);
    const expansion = words.slice(-spelled).join(' ');
    forms.plain.add(`${acronym[1]} ${acronym[2]}`);
    // "Supervisory control and data acquisition SCADA software" is SCADA; "Jewelry store point of sale POS"
    // is one point-of-sale product, not POS itself.
    if (spelled === words.length) {
      if (spelled >= 2) forms.plain.add(expansion);
      bases.add(acronym[2]!);
      forms.display = acronym[2]!;
      forms.identity.add(acronym[2]!);
      if (spelled >= 2) forms.identity.add(expansion);
      forms.spelled = { acronym: acronym[2]!, expansion };
    }
  }
  const vendor = vendors.find((v) => name.startsWith(`${v} `));
  if (vendor) {
    // What follows the vendor is a product's name ("ArcGIS", "Dynamics 365"), not ordinary words ("Loss Prevention").
    for (const base of [...bases]) {
      if (!base.startsWith(`${vendor} `)) continue;
      const rest = base.slice(vendor.length + 1);
      if (rest.length >= 2 && /^[A-Z0-9]/.test(rest) && (named(rest) || wordsOf(rest).length === 1)) bases.add(rest);
    }
    const rest = withoutSuffix.startsWith(`${vendor} `) ? withoutSuffix.slice(vendor.length + 1) : '';
    if (rest && /^[A-Z0-9]/.test(rest) && named(rest) && !contextOnly.has(rest)) {
      forms.identity.add(rest);
      if (displayVendors.has(vendor)) forms.display = rest;
    }
  } else {
    // "Aldelo Systems Aldelo for Restaurants Pro", "PowerWorld Corporation PowerWorld Simulator".
    const words = name.split(' ');
    const again = words.indexOf(words[0]!, 1);
    if (again > 0 && again < words.length - 1) bases.add(words.slice(again).join(' '));
  }
  for (const base of bases) place(forms, base, base !== name);
  return forms;
}

// ---------------------------------------------------------------------------------------
// O*NET technology examples.

const fieldOf = (commodity: string) => rules.commodityFields.find(([words]) => commodity.includes(words))?.[1] ?? 'software';
const technology = new Map<string, { commodity: string; hot: boolean; occupations: number }>();
for (const [example, commodity, hot] of table(`${onetDir}/technology-skills.tsv`, ['Example', 'Commodity Title', 'Hot Technology'])) {
  const t = technology.get(example!) ?? { commodity: commodity!, hot: false, occupations: 0 };
  t.hot ||= hot === 'Y';
  t.occupations++;
  technology.set(example!, t);
}
const names = [...technology.keys()].sort();
const vendors = findVendors(names);
const displayVendors = new Set(rules.displayWithoutVendor);

interface Candidate {
  name: string;
  field: string;
  source: string;
  hot: boolean;
  forms: Forms;
}
const candidates: Candidate[] = [];
for (const name of names) {
  if (skip.has(name.toLowerCase())) continue;
  const t = technology.get(name)!;
  candidates.push({ name, field: fieldOf(t.commodity), source: 'onet', hot: t.hot, forms: formsOfName(name, vendors, displayVendors, t.hot) });
}

// O*NET skills ("Critical Thinking", "Troubleshooting"): one-word ones are ordinary words, read only in a skills context.
const onetSkills = new Set(table(`${onetDir}/skills.tsv`, ['Element Name']).map(([n]) => n!));
for (const name of [...onetSkills].sort()) {
  const forms: Forms = { display: name, plain: new Set(), exact: new Set(), context: new Set(), identity: new Set([name]) };
  if (wordsOf(name).length === 1) forms.context.add(name);
  else forms.plain.add(name);
  candidates.push({ name, field: 'general', source: 'onet-skill', hot: false, forms });
}

// ESCO digital skills: tools and ICT knowledge (the "skill/competence" labels are verb phrases, not names).
for (const [label, alt, type] of table(`${escoDir}/digital-skills.tsv`, ['preferredLabel', 'altLabels', 'skillType'])) {
  if (type !== 'knowledge' || skip.has(label!.toLowerCase())) continue;
  // "Haskell techniques" is Haskell; labels with commas or over four words are descriptions, not names.
  const clean = (s: string) =>
    s
      .replace(/\s*\([^)]*\)\s*/g, ' ')
      .replace(/\s+(?:techniques|tools|software tools)$/i, '')
      .trim();
  const usable = (s: string) => s.length >= 2 && wordsOf(s).length <= 4 && !/[,@:;]/.test(s) && !/\b(?:of|for|through)\b/.test(s);
  const name = clean(label!);
  if (!usable(name)) continue;
  const display = /^[a-z]/.test(name) ? name[0]!.toUpperCase() + name.slice(1) : name;
  const forms: Forms = { display, plain: new Set(), exact: new Set(), context: new Set(), anyCase: true, identity: new Set([name]) };
  // Alternative labels that are other ways to write the same name (they share a word, or spell its initials);
  // ESCO also lists instances ("Adabas" under database management systems), which are other skills.
  const nameWords = new Set(wordsOf(name.toLowerCase()).filter((w) => w.length > 3));
  const initials = wordsOf(name)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const variant = (f: string) => {
    const shared = wordsOf(f.toLowerCase()).filter((w) => nameWords.has(w)).length;
    return shared >= Math.min(2, nameWords.size) || (f.length >= 2 && f === initials);
  };
  for (const f of [name, ...(alt ? alt.split(' | ') : []).map(clean).filter(variant)]) if (usable(f)) place(forms, f);
  candidates.push({ name: display, field: 'software', source: 'esco', hot: false, forms });
}

// Public names shown the same way are one skill ("Geographic information system GIS" and "… GIS software"),
// unless one is shown by an acronym that spells other words ("Real estate application contract transmission
// REACT" is not React, "Landscape Management System LMS" not the learning management system).
{
  const byDisplay = new Map<string, Candidate[]>();
  const kept: Candidate[] = [];
  const allForms = (c: Candidate) => [c.name, ...c.forms.plain, ...c.forms.exact];
  const sameThing = (a: Candidate, b: Candidate) =>
    (!a.forms.spelled || spells(a.forms.spelled.expansion, allForms(b))) && (!b.forms.spelled || spells(b.forms.spelled.expansion, allForms(a)));
  for (const c of candidates) {
    const group = byDisplay.get(key(c.forms.display)) ?? [];
    byDisplay.set(key(c.forms.display), group);
    const same = group.find((g) => sameThing(g, c));
    if (!same) {
      group.push(c);
      kept.push(c);
      continue;
    }
    same.hot ||= c.hot;
    for (const kind of ['plain', 'exact', 'context'] as const) for (const f of c.forms[kind]) same.forms[kind].add(f);
    // Its full name under the same rules as any other ("Chef" of ESCO stays a context-only form).
    place(same.forms, c.name);
  }
  candidates.length = 0;
  candidates.push(...kept);
}

// ---------------------------------------------------------------------------------------
// Merge: a form the curated list has joins that skill; a form two public names share is dropped.

const allForms = (f: Forms) => [...f.plain, ...f.exact, ...f.context];
const owners = new Map<string, Set<number>>();
candidates.forEach((c, i) => {
  for (const f of allForms(c.forms)) {
    const k = key(f);
    const set = owners.get(k) ?? new Set();
    set.add(i);
    owners.set(k, set);
  }
});

let merged = 0;
let added = 0;
/** The skill each identity name (and its plurals) belongs to: curated names first, then public ones as they are added. */
const identityOf = new Map<string, number>();
// A curated skill's aliases say what it is too ("RESTful API" is REST APIs), except where the alias is an
// umbrella's member that O*NET names as a product of its own (onet-rules.json, ownSkill: "Google Docs").
const ownSkill = new Set(rules.ownSkill.map(key));
skills.forEach((s, i) => {
  const acronym = /\(([A-Z][A-Z0-9/&+.-]{1,7})\)$/.exec(s.name)?.[1];
  const names = [s.name, s.name.replace(/\s*\([^)]*\)\s*$/, ''), ...(acronym ? [acronym] : []), ...(s.aliases ?? []), ...(s.exact ?? [])];
  for (const n of names) if (!ownSkill.has(key(n))) for (const v of variants(n)) if (!identityOf.has(v)) identityOf.set(v, i);
});
const isIdentity = (k: string, index: number) => identityOf.get(k) === index;

/** Whether one of the skill's own forms has every word of `expansion` (the words an acronym spells). */
const spellsSkill = (expansion: string, skill: VocabularySkill) => spells(expansion, [skill.name, ...(skill.aliases ?? []), ...(skill.exact ?? [])]);

candidates.forEach((c) => {
  const own = (f: string) => {
    const k = key(f);
    const o = owners.get(k)!;
    return o.size === 1 || key(c.name) === k || key(c.forms.display) === k;
  };
  // A public name that is a skill already known (by its name, without its vendor or "software", its acronym) joins it;
  // by its acronym only when the words it spells are that skill's ("Computer aided manufacturing CAM" is not the
  // Certified Apartment Manager (CAM), "Relational database management system RDMS" not the sonographer's RDMS).
  const hit = ownSkill.has(key(c.name))
    ? undefined
    : [...c.forms.identity, c.forms.display]
        .map((f) => ({ f, h: identityOf.get(key(f)) }))
        .find(({ f, h }) => h !== undefined && (key(f) !== key(c.forms.spelled?.acronym ?? '') || spellsSkill(c.forms.spelled!.expansion, skills[h]!)))?.h;
  if (hit !== undefined) {
    const target = skills[hit]!;
    const aliases = new Set(target.aliases ?? []);
    for (const f of [c.name, ...c.forms.plain])
      if (!variants(f).some((v) => claimed.has(v)) && own(f)) {
        aliases.add(f);
        for (const v of variants(f)) claimed.set(v, hit);
      }
    if (aliases.size) target.aliases = [...aliases];
    // Its ordinary-word short forms too ("Teams" of Microsoft Teams), under the same context rule.
    for (const f of c.forms.context)
      if (c.source === 'onet' && !variants(f).some((v) => claimed.has(v)) && own(f)) {
        (target.context ??= []).push({ form: f, list: true, inSkills: true, lead: 'tool-before' });
        for (const v of variants(f)) claimed.set(v, hit);
      }
    merged++;
    return;
  }
  const entry: VocabularySkill = { name: c.forms.display, field: c.field, source: c.source, ...(c.hot ? { hot: true as const } : {}) };
  if (claimed.has(key(entry.name)) && !c.forms.identity.has(entry.name)) entry.name = c.name;
  const aliases: string[] = [];
  const exact: string[] = [];
  const context: CuratedContext[] = [];
  const index = skills.length;
  const identityKeys = new Set([...c.forms.identity].map(key));
  const take = (f: string) => {
    if (!own(f)) return false;
    const holders = new Set(
      variants(f)
        .map((v) => claimed.get(v))
        .filter((h) => h !== undefined),
    );
    if (holders.has(index)) return false;
    if (holders.size > 0) {
      // A curated alias that is this product's own name moves to the product: "Google Docs" was an
      // alias of Google Workspace, "Active Directory" of Identity and Access Management.
      const [holder] = [...holders];
      const held = skills[holder!]!;
      if (c.source !== 'onet' || holders.size > 1 || !identityKeys.has(key(f)) || held.source !== 'curated' || isIdentity(key(f), holder!)) return false;
      const before = held.aliases?.length ?? 0;
      held.aliases = (held.aliases ?? []).filter((a) => !variants(a).some((v) => variants(f).includes(v)));
      if (held.aliases.length === before) return false; // an exact or context form of that skill: leave it
    }
    for (const v of variants(f)) claimed.set(v, index);
    return true;
  };
  for (const f of c.forms.plain) if (take(f)) aliases.push(f);
  for (const f of c.forms.exact) if (take(f)) exact.push(f);
  // A product named with an ordinary word is also itself after "using", "in", "learned" ("using Teams");
  // a skill or concept word is not ("a degree in Mathematics").
  for (const f of c.forms.context)
    if (take(f))
      context.push(
        c.forms.anyCase
          ? { form: f, anyCase: true, list: true, inSkills: true }
          : { form: f, list: true, inSkills: true, ...(c.source === 'onet' ? { lead: 'tool-before' } : {}) },
      );
  if (!aliases.length && !exact.length && !context.length) return;
  // The name shown must be one the text can show: else the full public name, else the first form taken.
  const taken = [...aliases, ...exact, ...context.map((x) => x.form)];
  if (!taken.some((f) => key(f) === key(entry.name))) entry.name = taken.find((f) => key(f) === key(c.name)) ?? aliases[0] ?? exact[0] ?? context[0]!.form;
  if (skills.some((s) => s.name === entry.name)) return;
  for (const n of [entry.name, ...c.forms.identity]) for (const v of variants(n)) if (!identityOf.has(v)) identityOf.set(v, index);
  // A public name is matched only through the forms listed (the loader adds a curated skill's name, not these).
  skills.push({ ...entry, ...(aliases.length ? { aliases } : {}), ...(exact.length ? { exact } : {}), ...(context.length ? { context } : {}) });
  added++;
});

const cues = {
  ...curated.cues,
};
const surfaceForms = skills.reduce((n, s) => n + formsOf(s).length, 0);
const vocabulary = {
  $comment:
    'Generated by src/cli/build-skills-vocabulary.ts (npm run data:skills) from content/skills/curated.json, content/skills/certifications.json, content/skills/fields/*.json, content/skills/onet-rules.json, O*NET 29.2 and ESCO 1.2.0. Do not edit by hand. Includes information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license (O*NET® is a trademark of USDOL/ETA), and from ESCO, European Commission.',
  counts: {
    skills: skills.length,
    surfaceForms,
    curated: handSkills.skills.length,
    certifications: certifications.skills.length,
    fields: fieldSkills.length,
    publicNamesMerged: merged,
    publicNamesAdded: added,
    vendors: vendors.length,
  },
  cues,
  skills,
};
writeFileSync(OUT, `${JSON.stringify(vocabulary, null, 0).replace(/\},\{"name"/g, '},\n{"name"')}\n`);
console.log(
  `content/skills/vocabulary.json: ${skills.length} skills (${handSkills.skills.length} curated, ${certifications.skills.length} certifications, licences and standards, ${added} added and ${merged} merged from O*NET and ESCO), ${surfaceForms} surface forms, ${vendors.length} vendors`,
);
