/**
 * Reads the skills of a resume, each with the text that supports it.
 *
 * - Every skill the vocabulary knows is found by the matcher (extract-skills.ts), then judged:
 *   an employer's or school's name is not evidence ("Cascade Payroll Software"), and a word used
 *   in another sense is not either (sense-rules.ts: "a night audit", "bug triage", "looking for a
 *   SOC analyst role", "Association for Talent Development").
 * - A skill is named as the resume writes it ("Kafka"), with the vocabulary's entry beside it
 *   ("Apache Kafka"), which is what matching uses.
 * - An item the owner lists (a skills or certifications section, a "Tools:" line) is a stated
 *   skill even when the vocabulary does not know it ("TestRail"): it comes back as written, with
 *   no canonical entry (listed-skills.ts).
 * No skill is returned without a span of the text behind it.
 */
import type { ResumeSection, SkillEvidence } from '~/lib/pivotmatch';
import listedItemWords from '@content/skills/listed-items.json';
import { readResumeSections } from '~/server/resumes/sections';
import { US_STATES } from '~/lib/us-places';
import { lowerSameLength, matchMentions, normaliseForm, normaliseWithOrigin, type NormalisedText, type SkillMention } from './extract-skills';
import { contentWords, inCapitalsList, isLinkLabel, isListed, isNotItem, lineAt, LIST_SECTIONS, listedItems, linesOf, type ListedItem } from './listed-skills';
import { otherSenseOf } from './sense-rules';
import { SKILLS, type SkillDef } from './taxonomy';

const QUOTE_MAX = 160;

/** The resume's own words for a stretch of the normalised text: spaces collapsed, line-end hyphens joined. */
function rawWords(raw: string, origin: Int32Array, from: number, to: number): string {
  if (to <= from) return '';
  return raw
    .slice(origin[from]!, origin[to - 1]! + 1)
    .replace(/(?<=\p{L})-[ \t]*\r?\n\s*(?=\p{L})/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The line around a mention, cut to about QUOTE_MAX characters with the mention kept whole. */
function quoteOf(raw: string, norm: NormalisedText, start: number, end: number): string {
  const text = norm.text;
  let from = text.lastIndexOf('\n', start - 1) + 1;
  let to = text.indexOf('\n', end);
  if (to === -1) to = text.length;
  if (to - from <= QUOTE_MAX) return rawWords(raw, norm.origin, from, to);
  const room = Math.max(0, QUOTE_MAX - (end - start));
  const lineFrom = from;
  const lineTo = to;
  from = Math.max(from, start - Math.floor(room / 2));
  to = Math.min(to, end + Math.ceil(room / 2));
  return (from > lineFrom ? '…' : '') + rawWords(raw, norm.origin, from, to) + (to < lineTo ? '…' : '');
}

const SCHOOL = /\b(?:university|college|institute|school|academy|polytechnic|conservatory|seminary)\b/i;
const PERSON_NAME = /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]*){1,3}$/u;

/** The owner's name, and employers and schools, as the resume reader places them. */
function namesInResume(text: string): { owner: string[]; others: string[] } {
  const { data } = readResumeSections(text, { skills: [], location: { city: null, state: null, remote: false } });
  // The owner's name only when it reads as one (a one-line text has no name line to skip).
  const owner = data.basics.name && PERSON_NAME.test(data.basics.name) ? [data.basics.name] : [];
  // Job titles stay evidence: a former "Logistics Coordinator" did logistics coordination.
  // A school only when it reads as one (the reader may take "A.A.S. Culinary Arts" for the school).
  const schools = data.education.map((e) => e.institution).filter((n) => n && SCHOOL.test(n));
  // A misread entry (a whole sentence or a skills line taken for a title) must not hide real skills.
  const usable = (n: string | undefined): n is string => !!n && n.length <= 60 && n.split(/\s+/).length <= 7 && !/[,;•|]/.test(n);
  return { owner: owner.filter(usable), others: [...data.work.map((w) => w.name), ...schools].filter(usable) };
}

/** Where the names occur in the normalised text, as [start, end) ranges. */
function nameSpans(norm: string, names: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const lower = lowerSameLength(norm);
  for (const name of names) {
    const needle = lowerSameLength(normaliseForm(name));
    if (needle.length < 3) continue;
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) spans.push([at, at + needle.length]);
  }
  return spans;
}

/** How names are compared: NFKC, case folded, hyphens and runs of spaces as one space, plural s dropped. */
export function nameKey(name: string): string {
  return normaliseForm(name).toLowerCase().replace(/\s+/g, ' ').trim();
}

const withoutParenthesis = (name: string) => name.replace(/\s*\([^)]*\)\s*$/, '');

/** A name's words in lower case, as written ("ubd") or split at inner capitals and made singular ("java script"). */
const tokensOf = (name: string) =>
  normaliseForm(withoutParenthesis(name))
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
const wordsOf = (name: string) =>
  tokensOf(normaliseForm(name).replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')).map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w));

/**
 * Two wordings of one vocabulary entry that name the same thing: one holds the other's words
 * ("Excel", "MS Excel"), is its initials ("SEO", "UbD", "JS") or its contraction ("K8s"), or shares
 * its stem ("Postgres", "PostgreSQL"). Other wordings name different things the entry groups
 * ("pivot tables" and "Excel"; "QuickBooks Online" and "QuickBooks Desktop").
 */
export function sameThing(a: string, b: string): boolean {
  if (nameKey(a) === nameKey(b)) return true;
  const [x, y] = [wordsOf(a), wordsOf(b)];
  if (!x.length || !y.length) return false;
  const holds = (outer: string[], inner: string[]) => inner.every((w) => outer.includes(w));
  if (holds(x, y) || holds(y, x)) return true;
  const initials = (words: string[]) => words.map((w) => w[0]).join('');
  const [tx, ty] = [tokensOf(a), tokensOf(b)];
  for (const [short, long] of [
    [tx, y],
    [ty, x],
  ] as const) {
    if (short.length !== 1 || long.length < 2) continue;
    const s = short[0]!;
    if (s === initials(long) || s === initials(long.filter((w) => !STOP_WORDS.has(w)))) return true;
  }
  const [p, q] = [tx.join(''), ty.join('')];
  // "K8s": first and last letters with the count of those between.
  const contraction = (c: string, full: string) => {
    const m = /^(\p{L})(\d+)(\p{L})$/u.exec(c);
    return !!m && full.length === Number(m[2]) + 2 && full[0] === m[1] && full.at(-1) === m[3];
  };
  if (contraction(p, q) || contraction(q, p)) return true;
  // One word that opens the other's first word, or shares its stem ("RESTful", "REST API"; "Postgres").
  // Two of several words each are different things ("QuickBooks Online", "QuickBooks Desktop").
  if (x.length > 1 && y.length > 1) return false;
  const [f, g] = [x[0]!, y[0]!];
  const [shorter, longer] = f.length <= g.length ? [f, g] : [g, f];
  return (shorter.length >= 4 && longer.startsWith(shorter)) || (shorter.length >= 6 && longer.slice(0, 6) === shorter.slice(0, 6));
}

const STOP_WORDS = new Set(['of', 'and', 'for', 'the', 'in', 'on', 'to', 'a']);

/**
 * The name a skill is shown by: the resume's own words, spelt as the vocabulary spells that form
 * where the resume only changed its case ("python", "PYTHON" → Python; "kafka" → Kafka), else as
 * written ("Kafka" for Apache Kafka, "SEO" for Search Engine Optimization (SEO)).
 */
export function displayName(written: string, skill: SkillDef): string {
  let w = written.replace(/\s+/g, ' ').trim();
  // "ServSafe certified", "SAR filings", "Excel (advanced)": the skill's own name, without the
  // word that says it is held or what was done with it, when that name is one of its forms.
  w = w.replace(LEVEL_IN_BRACKETS, '');
  const trailer = /^(.+?)[\s-]+(\p{L}+)$/u.exec(w);
  if (trailer && NAME_TRAILERS.has(trailer[2]!.toLowerCase()) && skillForms(skill).some((f) => nameKey(f) === nameKey(trailer[1]!))) w = trailer[1]!;
  const k = nameKey(w);
  const spelt = skillForms(skill).find((f) => nameKey(f) === k);
  const oneCase = w === w.toLowerCase() || (w === w.toUpperCase() && /\p{L}{5}/u.test(w));
  // A form the vocabulary keeps in lower case ("dashboard") starts with a capital where its skill's name does.
  const capital = (f: string) => (f === f.toLowerCase() && skill.name !== skill.name.toLowerCase() ? f[0]!.toUpperCase() + f.slice(1) : f);
  if (spelt && (oneCase || spelt === w)) return spelt === skill.name ? skill.name : capital(spelt);
  if (oneCase && /^\p{Ll}/u.test(w)) return w[0]!.toUpperCase() + w.slice(1);
  return w;
}

/** Every way the vocabulary writes a skill. */
const skillForms = (skill: SkillDef) => [
  skill.name,
  withoutParenthesis(skill.name),
  ...skill.aliases,
  ...(skill.exact ?? []),
  ...(skill.context ?? []).map((c) => c.form),
];

let formIndex: Map<string, SkillDef | null> | undefined;
/** The skill one of whose forms has this key, whatever its case; undefined when none or two do. */
function skillByFormKey(key: string): SkillDef | undefined {
  if (!formIndex) {
    formIndex = new Map();
    for (const skill of SKILLS) {
      for (const k of new Set(skillForms(skill).map(nameKey))) {
        const held = formIndex.get(k);
        formIndex.set(k, held === undefined || held === skill ? skill : null);
      }
    }
  }
  return formIndex.get(key) ?? undefined;
}

interface Entry {
  read: SkillEvidence;
  /** Normalised start of the first mention (entries are returned in this order). */
  first: number;
  /** The mention the name was taken from is in a list the owner wrote. */
  namedFromList: boolean;
}

/**
 * Every skill of a resume, in order of first mention, named as the resume writes it, with the
 * text that supports it: each mention's words, the line around them, the section, and offsets in
 * `text` (so `text.slice(start, end)` is the mention). `names` are employers, schools and the
 * owner (read from the resume when not given; pass [] for a text that has none, like a job ad).
 */
export function extractSkillEvidence(text: string, options: { maxSpans?: number; names?: readonly string[] } = {}): SkillEvidence[] {
  const maxSpans = options.maxSpans ?? 3;
  const normalised = normaliseWithOrigin(text);
  const { text: norm, origin } = normalised;
  // Skills the vocabulary knows for certain (not by context) tell a column of skills from a contact block.
  const certain = matchMentions(norm).filter((m) => !m.viaContext);
  const lines = linesOf(
    norm,
    (start, end) => certain.some((m) => m.at >= start && m.end <= end) || !!skillByFormKey(nameKey(norm.slice(start, end))),
    // The normalised text keeps one line break of a run; the source shows the paragraph break.
    (start) => start >= 2 && /\n[^\S\n]*\n/.test(text.slice(origin[start - 2]! + 1, origin[start]!)),
  );
  const given = options.names ? { owner: [], others: options.names } : namesInResume(text);
  const items = listedItems(norm, lines, given);
  const names = nameSpans(norm, [...given.owner, ...given.others]);
  const listed = (at: number) => isListed(lines, at);
  const sectionOf = (at: number) => lineAt(lines, at)?.section ?? null;

  const span = (from: number, to: number, section: ResumeSection | null) => {
    const start = origin[from]!;
    const end = origin[to - 1]! + 1;
    return { text: text.slice(start, end), quote: quoteOf(text, normalised, from, to), section, start, end };
  };

  const found = matchMentions(norm, (at) => listed(at) || LIST_SECTIONS.has(sectionOf(at)));
  const ctx = {
    coveredAt: (at: number) => found.some((m) => at >= m.at && at < m.end),
    inCapitalsList: (at: number) => inCapitalsList(lines, norm, at),
  };
  const mentions = found.filter((m) => {
    const inList = listed(m.at);
    // A heading ("Highlights") and a section of interests and hobbies name no skill of the owner's.
    const line = lineAt(lines, m.at);
    if (line?.heading || line?.interests || isLinkLabel(lines, norm, m.at)) return false;
    // "PYTHON/ETC", an address cut at its dot ("…@EXAMPLE." / "COM"): a list's filler, not the product of that name.
    if (inList && isNotItem(m.form)) return false;
    // A one-word group label before its list ("Design: ADDIE, storyboarding") names the group, not a skill.
    if (line && line.listFrom > line.start && m.end <= line.listFrom && !/\s/.test(m.form) && /^\s?[:：]/.test(norm.slice(m.end, line.listFrom))) return false;
    // … and a label that names credentials ("Licenses and board certification:") names the kind of item, not one.
    if (line && line.listFrom > line.start && m.end <= line.listFrom && /licen|certif|skill|tool/i.test(norm.slice(line.start, line.listFrom))) return false;
    // An employer or school whose name contains a skill's words is a name, not evidence of the
    // skill ("Cascade Payroll Software", "Data Science Institute"); a skills list is.
    if (!inList && names.some(([from, to]) => m.at >= from && m.end <= to)) return false;
    return !otherSenseOf(norm, m, inList, ctx);
  });

  const absorbed = statedItems(norm, items, mentions);
  const entries: Entry[] = [];
  const byCanonical = new Map<string, Entry[]>();
  for (const m of mentions) {
    if (absorbed.has(m)) continue;
    const inList = listed(m.at);
    // A state's licence is named with its state ("Arizona real estate salesperson license").
    const state = m.skill.kind === 'certification' ? STATE_BEFORE.exec(norm.slice(Math.max(0, m.at - 20), m.at)) : null;
    const from = state && US_STATE_NAMES.has(state[1]!) ? m.at - state[0].length : m.at;
    const written = rawWords(text, origin, from, m.end);
    const own = byCanonical.get(m.skill.name) ?? [];
    // Each word the owner lists is kept under its own name ("Excel, VLOOKUP"); a word in a sentence
    // adds evidence to the skill's first entry. The owner's own list names an entry over a sentence.
    const shown = displayName(written, m.skill);
    // A sentence's wording adds evidence to the entry it is another wording of; a wording that names
    // a narrower thing of the same entry ("pivot tables" of Excel, "privilege review" of document
    // review) is kept under its own name, so the owner reads their own words back.
    let entry = inList
      ? (own.find((e) => nameKey(e.read.name) === nameKey(shown)) ?? own.find((e) => !e.namedFromList && sameThing(e.read.name, shown)))
      : m.viaContext
        ? own[0]
        : (own.find((e) => sameThing(e.read.name, shown)) ?? (own.length && !sameThing(m.skill.name, shown) ? undefined : own[0]));
    if (entry && inList && !entry.namedFromList) {
      entry.read.name = shown;
      entry.namedFromList = true;
    }
    if (!entry) {
      entry = {
        read: { name: shown, canonical: m.skill.name, category: m.skill.field, evidence: [] },
        first: m.at,
        namedFromList: inList,
      };
      entries.push(entry);
      byCanonical.set(m.skill.name, [...own, entry]);
    }
    if (entry.read.evidence.length < maxSpans) entry.read.evidence.push(span(from, m.end, sectionOf(m.at)));
  }
  // Stated skills: listed items the vocabulary does not cover, as written. An item that is one of
  // the vocabulary's forms in another case ("sql", "kafka" in a list) is that skill; an item made
  // more specific than a skill the vocabulary knows ("Windows Server") has that skill's entry; any
  // other has none.
  const known = new Set(entries.flatMap((e) => [nameKey(e.read.name), nameKey(e.read.canonical!), nameKey(withoutParenthesis(e.read.canonical!))]));
  const stated = new Map<string, Entry>();
  for (const { item, within } of absorbed.stated) {
    const written = rawWords(text, origin, item.start, item.end);
    const key = nameKey(written);
    if (known.has(key)) continue;
    let entry = stated.get(key);
    const form = skillByFormKey(key);
    // Read in another case, a known skill is judged like any mention ("CPA (in progress)").
    if (form && otherSenseOf(norm, { at: item.start, end: item.end, skill: form, form: norm.slice(item.start, item.end), viaContext: false }, true, ctx))
      continue;
    if (!entry) {
      const read = form
        ? { name: displayName(written, form), canonical: form.name, category: form.field }
        : within
          ? { name: written, canonical: within.name, category: within.field }
          : { name: written, canonical: null, category: null };
      entry = { read: { ...read, evidence: [] }, first: item.start, namedFromList: true };
      stated.set(key, entry);
      entries.push(entry);
    }
    if (entry.read.evidence.length < maxSpans) entry.read.evidence.push(span(item.start, item.end, item.section));
  }
  return entries.sort((a, b) => a.first - b.first).map((e) => e.read);
}

/**
 * The listed items the vocabulary does not cover, which are stated skills, and the mentions they
 * take in. A word matched only as an ordinary word inside an unknown item ("Planning" in "Estate
 * Planning") is part of that item, not a skill of its own; so is the one skill the vocabulary
 * knows inside a more specific item ("ServSafe" in "ServSafe Food Protection Manager", "Windows"
 * in "Windows Server"), which gives the item its canonical entry.
 */
function statedItems(
  norm: string,
  items: readonly ListedItem[],
  mentions: readonly SkillMention[],
): Set<SkillMention> & { stated: Array<{ item: ListedItem; within?: SkillDef }> } {
  const absorbed = Object.assign(new Set<SkillMention>(), { stated: [] as Array<{ item: ListedItem; within?: SkillDef }> });
  let k = 0;
  for (const item of items) {
    while (k < mentions.length && mentions[k]!.end <= item.start) k++;
    // Mentions over the item, also those running on past it ("NIST Cybersecurity" / "Framework").
    const over: SkillMention[] = [];
    for (let j = k; j < mentions.length && mentions[j]!.at < item.end; j++) if (mentions[j]!.end > item.start) over.push(mentions[j]!);
    let rest = norm.slice(item.start, item.end);
    for (const m of [...over].reverse()) {
      const from = Math.max(m.at, item.start) - item.start;
      rest = rest.slice(0, from) + ' ' + rest.slice(Math.min(m.end, item.end) - item.start);
    }
    const inside = over.filter((m) => m.at >= item.start && m.end <= item.end);
    if (!item.stated) continue;
    if (contentWords(rest).length === 0) {
      // "21 CFR 314.80", "Windows 10/11": one skill and the numbers that make it more specific, named as written.
      if (
        inside.length === 1 &&
        over.length === 1 &&
        !inside[0]!.viaContext &&
        /\d/.test(rest) &&
        /^[\s\d./,+-]*$/.test(rest) &&
        !/\b(?:19|20)\d{2}\b/.test(rest)
      ) {
        absorbed.stated.push({ item, within: inside[0]!.skill });
        absorbed.add(inside[0]!);
      }
      continue;
    }
    // "ISTQB Certified Tester Foundation Level (CTFL)": the long form of a known acronym, named as written.
    const acronym = /\(([^()]+)\)\s*$/.exec(norm.slice(item.start, item.end));
    const short = acronym && inside.find((m) => m.form === acronym[1]!.trim());
    if (short) {
      absorbed.stated.push({ item, within: short.skill });
      for (const m of inside) absorbed.add(m);
      continue;
    }
    const named = inside.filter((m) => !m.viaContext);
    const tokens = uncoveredTokens(norm, item, inside);
    const itemText = norm.slice(item.start, item.end);
    const words = itemText.split(/\s+/).filter(Boolean);
    const capitals = itemText === itemText.toUpperCase();
    // A product's own name: CamelCase, a digit or a dot in it, or an acronym among words in lower case.
    const productLike = (t: { word: string }) => /\p{Ll}\p{Lu}|\d|\.\p{L}/u.test(t.word) || (!capitals && /^\p{Lu}{2,}$/u.test(t.word));
    // Every word capitalised, none a credential's word or a place: names side by side, not one name.
    const allNames =
      tokens.length > 0 &&
      words.every((w) => /^[\p{Lu}\d.]/u.test(w)) &&
      !words.some((w) => CERTIFICATE_WORD.test(w)) &&
      !tokens.some((t) => US_STATE_WORDS.has(t.word));
    const prefix = named[0]?.at === item.start;
    // (With no such word among them, the item is one name: "RSA ARCHER GRC".)
    if (named.length > 0 && allNames && tokens.some(productLike)) {
      // "IAM CloudWatch", "Mocha Jest Sinon Chai": names a theme sets side by side with spaces only.
      // Only a word that is plainly a product's name is read alone; the run is not one skill.
      for (const t of tokens) if (t.word.length >= 3 && productLike(t)) absorbed.stated.push({ item: { ...item, start: t.start, end: t.end } });
      for (const m of inside) if (m.viaContext) absorbed.add(m);
      continue;
    }
    // "Windows Server", "ServSafe Food Protection Manager": a more specific form of the one skill it starts with.
    // A certificate the vocabulary knows, with its issuer or number beside it ("ASCM Certified Supply
    // Chain Professional (CSCP)"), is that certificate, named as the vocabulary's form was written.
    if (!prefix && named.some((m) => m.skill.kind === 'certification')) continue;
    const within = named.length === 1 && inside.length === over.length && prefix && tokens.length <= 3 ? named[0] : undefined;
    absorbed.stated.push({ item, ...(within ? { within: within.skill } : {}) });
    // A skill's name inside a certificate's title ("Certified Ergonomics Assessment Specialist") is
    // part of the title: the skill itself comes back only where the text names it elsewhere.
    const certificate = item.section === 'certificates' && words.some((w) => CERTIFICATE_WORD.test(w));
    for (const m of inside) if (m.viaContext || m === within || (certificate && m.at > item.start)) absorbed.add(m);
  }
  return absorbed;
}

const CERTIFICATE_WORD = /^(?:certified|certificate|certification|license|licence|licensed|credential|program|course|registered|level)$/i;
const US_STATE_WORDS = new Set(Object.values(US_STATES).flatMap((name) => name.split(' ')));
const US_STATE_NAMES = new Set(Object.values(US_STATES));
const NAME_TRAILERS = new Set(listedItemWords.nameTrailers.map((w) => w.toLowerCase()));
const LEVEL_IN_BRACKETS = new RegExp(`\\s*\\((?:${listedItemWords.levels.join('|')})\\)$`, 'i');
const STATE_BEFORE = /((?:New |North |South |West |Rhode )?\p{Lu}\p{Ll}+) $/u;

/** The words of an item outside the mentions in it, with their offsets. */
function uncoveredTokens(norm: string, item: ListedItem, inside: readonly SkillMention[]): Array<{ word: string; start: number; end: number }> {
  const out: Array<{ word: string; start: number; end: number }> = [];
  for (const m of norm.slice(item.start, item.end).matchAll(/\S+/gu)) {
    const start = item.start + m.index;
    const end = start + m[0].length;
    if (inside.some((x) => start < x.end && end > x.at)) continue;
    if (contentWords(m[0]).length === 0) continue;
    out.push({ word: m[0], start, end });
  }
  return out;
}
