/**
 * Finds the taxonomy's skills in free text (a resume, a job description).
 *
 * The text is normalised once (Unicode NFKC so PDF ligatures become letters, e-mail addresses
 * and URLs blanked, hyphens between letters read as spaces, runs of spaces collapsed, a word
 * hyphenated across a line break read both ways), then scanned left to right: at every word
 * start, two character tries (one case-insensitive, one case-exact) give the longest form that
 * ends on a word boundary. Matches never overlap, so "Node.js" is not also "JS" and "C++" is
 * not "C". Ambiguous forms are kept only where their context says they are the skill (see
 * `ContextAlias` in taxonomy.ts). No skill is returned unless one of its forms is in the text.
 */
import { SKILLS, type ContextAlias, type Field, type SkillDef } from './taxonomy';

interface Terminal {
  skill: number;
  ctx?: ContextAlias;
}

/**
 * A character trie in flat typed arrays (first child, next sibling), so tens of thousands of
 * forms cost a few megabytes and no object per node; the root's children are a direct table.
 */
class Trie {
  private firstChild = new Int32Array(1 << 16).fill(-1);
  private nextSibling = new Int32Array(1 << 16).fill(-1);
  private code = new Uint16Array(1 << 16);
  /** Index into `terms`, or -1. */
  private termOf = new Int32Array(1 << 16).fill(-1);
  private readonly rootChildren = new Int32Array(1 << 16).fill(-1);
  readonly terms: Terminal[] = [];
  size = 1; // node 0 is the root

  private grow(): void {
    const n = this.firstChild.length * 2;
    const widen = <T extends Int32Array | Uint16Array>(a: T, fill: number): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      if (fill !== 0) b.fill(fill, a.length);
      return b;
    };
    this.firstChild = widen(this.firstChild, -1);
    this.nextSibling = widen(this.nextSibling, -1);
    this.code = widen(this.code, 0);
    this.termOf = widen(this.termOf, -1);
  }

  /** The child of `node` by character code, or -1. */
  child(node: number, c: number): number {
    if (node === 0) return this.rootChildren[c]!;
    for (let k = this.firstChild[node]!; k !== -1; k = this.nextSibling[k]!) if (this.code[k] === c) return k;
    return -1;
  }

  term(node: number): Terminal | undefined {
    const t = this.termOf[node]!;
    return t === -1 ? undefined : this.terms[t];
  }

  /**
   * The terminal already at `key`, or undefined after setting `term` there. Keys must come in
   * sorted order (see `compile`): then a node's child for the next character, if any, is the one
   * added last, so building is linear in the characters.
   */
  insert(key: string, term: Terminal): Terminal | undefined {
    let n = 0;
    for (let k = 0; k < key.length; k++) {
      const c = key.charCodeAt(k);
      let nx = n === 0 ? this.rootChildren[c]! : this.firstChild[n]!;
      if (nx === -1 || this.code[nx] !== c) {
        if (this.size === this.firstChild.length) this.grow();
        nx = this.size++;
        this.code[nx] = c;
        if (n === 0) this.rootChildren[c] = nx;
        else {
          this.nextSibling[nx] = this.firstChild[n]!;
          this.firstChild[n] = nx;
        }
      }
      n = nx;
    }
    const existing = this.term(n);
    if (existing) return existing;
    this.termOf[n] = this.terms.length;
    this.terms.push(term);
    return undefined;
  }
}

interface Compiled {
  skills: readonly SkillDef[];
  insensitive: Trie;
  exact: Trie;
  /** Forms claimed by two skills; the first one keeps the form (checked by the tests). */
  conflicts: string[];
}

interface Match {
  start: number;
  end: number;
  skill: number;
  ctx?: ContextAlias;
}

const SOFT_BREAK = '\u00AD';

function isAlnumCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
const NON_ASCII_LETTER = /[\p{L}\p{N}]/u;
function isAlnum(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code < 128) return isAlnumCode(code);
  return NON_ASCII_LETTER.test(ch);
}

/** Lower-cases letter by letter so positions stay the same as in the original. */
export function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}

const HYPHEN_BETWEEN = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;
const NOT_PLAIN_ASCII = /[^\x20-\x7e]|\s\s|^\s|\s$/;

/** How both forms and text are normalised (except line structure, kept in the text). */
export function normaliseForm(form: string): string {
  // Most forms are plain ASCII with single spaces: skip the Unicode work (tens of thousands of forms at start-up).
  if (!NOT_PLAIN_ASCII.test(form)) return form.includes('-') ? form.replace(HYPHEN_BETWEEN, ' ') : form;
  return form.normalize('NFKC').replace(HYPHEN_BETWEEN, ' ').replace(/\s+/g, ' ').trim();
}

const URL_IN_TOKEN = /(?:https?:\/\/|www\.|[a-z0-9-]\.(?:com|org|net|io|dev|co|ai|app|me|edu|gov|us|in)\/)/;
const EMAIL_IN_TOKEN = /[\w.]@[\w-]+\./;
function isSpaceCode(code: number): boolean {
  return (
    code === 32 ||
    code === 9 ||
    code === 11 ||
    code === 12 ||
    code === 0xa0 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}
function isAlnumAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const code = text.charCodeAt(i);
  return code < 128 ? isAlnumCode(code) : NON_ASCII_LETTER.test(text[i]!);
}
function isLetterAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return isAlnumAt(text, i) && !(code >= 48 && code <= 57);
}

/** Normalised text and, for each of its characters, where it came from in the raw text. */
export interface NormalisedText {
  text: string;
  /** `origin[i]` is the index in the raw text of normalised character i (length text.length + 1). */
  origin: Int32Array;
}

/** NFKC letter by letter, so each output character knows its source ("ﬁ" gives two letters at one place). */
function nfkcWithOrigin(raw: string): { text: string; origin: number[] } {
  const whole = raw.normalize('NFKC');
  const origin: number[] = [];
  if (whole.length === raw.length && whole === raw) {
    for (let i = 0; i <= raw.length; i++) origin.push(i);
    return { text: raw, origin };
  }
  let text = '';
  let i = 0;
  for (const ch of raw) {
    const n = ch.normalize('NFKC');
    for (let k = 0; k < n.length; k++) origin.push(i);
    text += n;
    i += ch.length;
  }
  origin.push(raw.length);
  return { text, origin };
}

/**
 * Text ready to scan, with the same normalisation as the forms: NFKC, e-mail addresses and
 * URLs blanked, a hyphen between letters or digits read as a space, a word hyphenated across
 * a line break marked with a soft hyphen, runs of spaces collapsed, line breaks kept as "\n",
 * and a gap with a tab in it kept as one "\t": PDF text puts a tab between cells (skill chips,
 * columns), so no form is matched across one. One pass over the characters (regular
 * expressions with look-behinds are slower here).
 */
export function normaliseText(raw: string): string {
  return normaliseWithOrigin(raw).text;
}

/** `normaliseText`, keeping where each character came from (for evidence offsets). */
export function normaliseWithOrigin(raw: string): NormalisedText {
  const nfkc = nfkcWithOrigin(raw);
  let text = nfkc.text;
  let origin = nfkc.origin;
  if (text.includes('@') || text.includes('/')) {
    let blanked = '';
    const blankedOrigin: number[] = [];
    let at = 0;
    for (const token of text.split(/(\s+)/)) {
      const blank = token.length >= 5 && ((token.includes('@') && EMAIL_IN_TOKEN.test(token)) || (token.includes('/') && URL_IN_TOKEN.test(token)));
      if (blank) {
        blanked += ' ';
        blankedOrigin.push(origin[at]!);
      } else {
        blanked += token;
        for (let k = 0; k < token.length; k++) blankedOrigin.push(origin[at + k]!);
      }
      at += token.length;
    }
    blankedOrigin.push(origin[text.length]!);
    text = blanked;
    origin = blankedOrigin;
  }
  let out = '';
  const outOrigin: number[] = [];
  const copy = (from: number, to: number) => {
    out += text.slice(from, to);
    for (let k = from; k < to; k++) outOrigin.push(origin[k]!);
  };
  const put = (ch: string, from: number) => {
    out += ch;
    outOrigin.push(origin[from]!);
  };
  let runStart = 0; // start of the run of characters copied as they are
  let pendingSpace = false;
  let pendingCell = false;
  let pendingLine = false;
  let pendingAt = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    const isLine = code === 10 || code === 13;
    if (isLine || isSpaceCode(code)) {
      if (!pendingSpace && !pendingLine && !pendingCell) {
        if (runStart < i) copy(runStart, i);
        pendingAt = i;
      }
      if (isLine) pendingLine = true;
      else if (code === 9) pendingCell = true;
      else pendingSpace = true;
      continue;
    }
    if (pendingSpace || pendingLine || pendingCell) {
      if (out.length > 0) put(pendingLine ? '\n' : pendingCell ? '\t' : ' ', pendingAt);
      pendingSpace = pendingLine = pendingCell = false;
      runStart = i;
    }
    if (code !== 45 /* - */) continue;
    if (isAlnumAt(text, i - 1) && isAlnumAt(text, i + 1)) {
      copy(runStart, i);
      put(' ', i);
      runStart = i + 1;
      continue;
    }
    if (isLetterAt(text, i - 1)) {
      // "Devel-\noping", "event-\ndriven": a soft break the scanner reads both ways.
      let j = i + 1;
      let sawLine = false;
      for (; j < n; j++) {
        const c = text.charCodeAt(j);
        if (c === 10 || c === 13) sawLine = true;
        else if (!isSpaceCode(c)) break;
      }
      if (sawLine && j < n && isLetterAt(text, j)) {
        copy(runStart, i);
        put(SOFT_BREAK, i);
        runStart = j;
        i = j - 1;
      }
    }
  }
  if (!pendingSpace && !pendingLine && !pendingCell && runStart < n) copy(runStart, n);
  outOrigin.push(origin[n]!);
  return { text: out, origin: Int32Array.from(outOrigin) };
}

/**
 * Plurals of a phrase whose last word is a common noun: "data pipeline" → data pipelines,
 * "product strategy" → product strategies. Single words are not pluralised ("Canva" is not
 * "canvas"); where a single word's plural matters the taxonomy lists it.
 */
function plurals(form: string): string[] {
  const last = form.slice(-1);
  if (!/[a-z]/i.test(last) || !form.includes(' ')) return [];
  if (/(?:s|x|z|ch|sh)$/i.test(form)) return [`${form}es`];
  if (/[^aeiou]y$/i.test(form)) return [`${form.slice(0, -1)}ies`, `${form}s`];
  return [`${form}s`];
}

/** Short all-capital forms (EHR, SEO, K8S) keep their case. */
const ACRONYM = /^(?=.*[A-Z])[A-Z0-9&+/]{2,4}$/;

function compile(skills: readonly SkillDef[]): Compiled {
  const compiled: Compiled = { skills, insensitive: new Trie(), exact: new Trie(), conflicts: [] };
  // Every (trie, key, terminal), then inserted in key order; equal keys keep vocabulary order, so
  // the first skill to claim a form keeps it.
  const entries: Array<{ exact: boolean; key: string; term: Terminal; order: number }> = [];
  const add = (exact: boolean, key: string, term: Terminal) => entries.push({ exact, key, term, order: entries.length });
  skills.forEach((skill, index) => {
    const term: Terminal = { skill: index };
    const special = new Set([...(skill.exact ?? []), ...(skill.context ?? []).map((c) => c.form)]);
    const plain = new Set<string>();
    // A curated name is a form; a public name only through the forms its build listed.
    const names = skill.source === 'curated' ? [skill.name, skill.name.replace(/\s*\([^)]*\)\s*$/, '')] : [];
    for (const form of [...names, ...skill.aliases]) if (!special.has(form)) plain.add(normaliseForm(form));
    for (const form of plain) {
      if (ACRONYM.test(form)) {
        add(true, form, term);
        add(true, `${form}s`, term);
      } else {
        const lower = lowerSameLength(form);
        add(false, lower, term);
        for (const f of plurals(lower)) add(false, f, term);
      }
    }
    for (const form of skill.exact ?? []) add(true, normaliseForm(form), term);
    for (const ctx of skill.context ?? []) {
      const f = normaliseForm(ctx.form);
      if (ctx.anyCase) add(false, lowerSameLength(f), { skill: index, ctx });
      else add(true, f, { skill: index, ctx });
    }
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.order - b.order));
  for (const { exact, key, term } of entries) {
    const existing = (exact ? compiled.exact : compiled.insensitive).insert(key, term);
    if (existing && existing.skill !== term.skill) compiled.conflicts.push(`${key}: ${skills[existing.skill]!.name} / ${skills[term.skill]!.name}`);
  }
  return compiled;
}

let compiledCache: Compiled | undefined;
function compiled(): Compiled {
  compiledCache ??= compile(SKILLS);
  return compiledCache;
}

/**
 * A matcher over any vocabulary (the tests build one of 50,000 forms): the same normalisation,
 * one pass over the text, longest match, context rules. The site uses the vocabulary's.
 */
export function createSkillMatcher(skills: readonly SkillDef[]) {
  const c = compile(skills);
  return {
    conflicts: c.conflicts,
    find(text: string): Array<{ name: string; form: string }> {
      const norm = normaliseText(text);
      const matches = scan(norm, lowerSameLength(norm), c);
      const ok = resolveContext(skills, norm, matches);
      return matches.filter((_, k) => ok[k]).map((m) => ({ name: skills[m.skill]!.name, form: norm.slice(m.start, m.end) }));
    },
  };
}

/** Forms claimed by more than one skill (should be empty). */
export function taxonomyConflicts(): string[] {
  return [...compiled().conflicts];
}

const SOFT_BREAK_CODE = 0xad;
const NEWLINE_CODE = 10;
const SPACE_CODE = 32;

/** Every form that ends a walk from `start` through the trie, as [end, terminal] pairs. */
function walk(trie: Trie, text: string, start: number, out: Array<[number, Terminal]>): void {
  let pending: Array<[number, number]> | undefined;
  let n = 0;
  let j = start;
  for (;;) {
    while (j < text.length) {
      let code = text.charCodeAt(j);
      if (code === SOFT_BREAK_CODE) {
        // A word hyphenated across a line: read it joined, and also as two words.
        const space = trie.child(n, SPACE_CODE);
        if (space !== -1) (pending ??= []).push([space, j + 1]);
        j++;
        continue;
      }
      if (code === NEWLINE_CODE) code = SPACE_CODE;
      const nx = trie.child(n, code);
      if (nx === -1) break;
      n = nx;
      j++;
      const term = trie.term(n);
      if (term) out.push([j, term]);
    }
    const next = pending?.pop();
    if (!next) return;
    [n, j] = next;
  }
}

function startOk(text: string, i: number): boolean {
  if (i === 0) return true;
  const prev = text[i - 1]!;
  if (isAlnum(prev) || prev === SOFT_BREAK) return false;
  // Not inside "script.js", "name@host", "snake_case", "O'Reilly".
  if ((prev === '.' || prev === '@' || prev === '_' || prev === "'" || prev === '\u2019') && isAlnum(text[i - 2])) return false;
  return true;
}

const VERSION = /^\d+(?:\.\d+)*\+?/;

/** Where the match really ends (a version suffix like "Python3" is kept), or -1 when not on a boundary. */
function endOf(text: string, end: number, formLength: number): number {
  const next = text[end];
  if (next === undefined) return end;
  const lastIsAlnum = isAlnum(text[end - 1]);
  if (isAlnum(next)) {
    if (formLength < 3 || !/[a-z]/i.test(text[end - 1]!) || !/\d/.test(next)) return -1;
    const v = VERSION.exec(text.slice(end, end + 12));
    if (!v) return -1;
    return endOf(text, end + v[0].length, 0) === -1 ? -1 : end + v[0].length;
  }
  if (lastIsAlnum && (next === '+' || next === '#')) return -1;
  if ((next === '.' || next === '@') && isAlnum(text[end + 1])) return -1;
  return end;
}

function scan(text: string, lower: string, c: Compiled): Match[] {
  const matches: Match[] = [];
  const found: Array<[number, Terminal]> = [];
  let i = 0;
  while (i < text.length) {
    if (!startOk(text, i) || (c.insensitive.child(0, lower.charCodeAt(i)) === -1 && c.exact.child(0, text.charCodeAt(i)) === -1)) {
      i++;
      continue;
    }
    found.length = 0;
    walk(c.insensitive, lower, i, found);
    walk(c.exact, text, i, found);
    let best: Match | undefined;
    for (const [end, term] of found) {
      if (best && end <= best.end) continue;
      const realEnd = endOf(text, end, end - i);
      if (realEnd === -1) continue;
      if (!best || realEnd > best.end) best = { start: i, end: realEnd, skill: term.skill, ...(term.ctx ? { ctx: term.ctx } : {}) };
    }
    if (best) {
      matches.push(best);
      i = best.end;
    } else {
      i++;
    }
  }
  return matches;
}

// ---------------------------------------------------------------------------------------
// Context rules for ambiguous forms

const SEPARATORS = /^[\s,;/|()[\]•·▪●◦‣∙*&+:–—-]*$/;
const JOINING_WORDS = /\b(?:and|or|as well as|plus)\b/gi;
/** Only list punctuation, "and"/"or", or spaces between two items. */
function isListGap(gap: string): boolean {
  if (gap.length > 16) return false;
  return SEPARATORS.test(gap.replace(JOINING_WORDS, ' '));
}
const LEFT_EDGE = /(?:^|[,;/|([•·▪●◦‣∙:\t]|\n[ ]?[-*–]?|\s(?:and|or|&|as well as)|\b(?:in|using|with|via|including|like|such as))\s?$/i;
const RIGHT_EDGE = /^(?:\s?(?:[,;/|()\]•·▪●◦‣∙\t]|$)|\s?\n|\.(?:\s|$)|\s(?:and|or|&)\s)/i;

function resolveContext(skills: readonly SkillDef[], text: string, matches: Match[], inSkillsSection: (at: number) => boolean = () => false): boolean[] {
  const ok = matches.map((m) => m.ctx === undefined);
  const neighbourOk = (k: number, ctx: ContextAlias, other: number): boolean => {
    const o = matches[other];
    if (!o || !ok[other]) return false;
    const m = matches[k]!;
    const gap = other < k ? text.slice(o.end, m.start) : text.slice(m.end, o.start);
    if (!isListGap(gap)) return false;
    const f: Field = skills[o.skill]!.field;
    return !ctx.fields || ctx.fields.includes(f);
  };
  const pending: number[] = [];
  matches.forEach((m, k) => {
    const ctx = m.ctx;
    if (!ctx) return;
    const before = text.slice(Math.max(0, m.start - 40), m.start);
    const after = text.slice(m.end, m.end + 40);
    if (ctx.notBefore?.test(before) || ctx.notAfter?.test(after)) return;
    if (!ctx.list && !ctx.before && !ctx.after && !ctx.lead) {
      ok[k] = true;
      return;
    }
    const prevAdjacent = k > 0 && /^ ?$/.test(text.slice(matches[k - 1]!.end, m.start));
    const nextAdjacent = k + 1 < matches.length && /^ ?$/.test(text.slice(m.end, matches[k + 1]!.start));
    const rightEdge = nextAdjacent || RIGHT_EDGE.test(after);
    const leftEdge = prevAdjacent || LEFT_EDGE.test(before);
    if (ctx.after?.test(after) || ctx.lead?.test(before) || (ctx.before?.test(before) && rightEdge)) {
      ok[k] = true;
      return;
    }
    // An item of a skills (or languages) section is listed as a skill by the resume's owner.
    if ((ctx.inSkills || ctx.list) && leftEdge && rightEdge && inSkillsSection(m.start)) {
      ok[k] = true;
      return;
    }
    if (ctx.list && leftEdge && rightEdge) pending.push(k);
  });
  // Items of a list confirm each other, starting from the unambiguous ones.
  let changed = true;
  while (changed && pending.length > 0) {
    changed = false;
    for (let p = pending.length - 1; p >= 0; p--) {
      const k = pending[p]!;
      const ctx = matches[k]!.ctx!;
      if (neighbourOk(k, ctx, k - 1) || neighbourOk(k, ctx, k + 1)) {
        ok[k] = true;
        pending.splice(p, 1);
        changed = true;
      }
    }
  }
  return ok;
}

/** A skill found in normalised text: where, which skill, in which written form. */
export interface SkillMention {
  /** Start and end in the normalised text. */
  at: number;
  end: number;
  skill: SkillDef;
  /** The words as they stand in the normalised text. */
  form: string;
  /** Matched through a context rule (an ambiguous or ordinary-word form). */
  viaContext: boolean;
}

/**
 * Every skill mention in normalised text (see `normaliseWithOrigin`), longest form first, with
 * ambiguous forms kept only where their context says they are the skill. `listedAt(at)` says
 * whether a position is an item the owner listed (a skills section), where ambiguous forms count.
 */
export function matchMentions(norm: string, listedAt: (at: number) => boolean = () => false): SkillMention[] {
  const c = compiled();
  const matches = scan(norm, lowerSameLength(norm), c);
  const ok = resolveContext(c.skills, norm, matches, listedAt);
  const out: SkillMention[] = [];
  matches.forEach((m, k) => {
    if (ok[k]) out.push({ at: m.start, end: m.end, skill: c.skills[m.skill]!, form: norm.slice(m.start, m.end), viaContext: m.ctx !== undefined });
  });
  return out;
}

/** Positions and names of the skills found, in order, before de-duplication (for tests and tools). */
export function findSkillMentions(text: string): Array<{ name: string; at: number; form: string }> {
  return matchMentions(normaliseText(text)).map(({ skill, at, form }) => ({ name: skill.name, at, form }));
}

/**
 * Canonical skill names found in the text, in order of first appearance, without repeats: how
 * job descriptions and O*NET text are read (a resume is read by `extractSkillEvidence`).
 */
export function extractSkills(text: string): string[] {
  return [...new Set(findSkillMentions(text).map((m) => m.name))];
}
