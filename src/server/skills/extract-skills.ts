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

interface TrieNode {
  /** Children by UTF-16 code unit. */
  next: Map<number, TrieNode>;
  term?: Terminal;
}

interface Compiled {
  insensitive: TrieNode;
  exact: TrieNode;
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
const node = (): TrieNode => ({ next: new Map() });

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
function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}

/** How both forms and text are normalised (except line structure, kept in the text). */
function normaliseForm(form: string): string {
  return form
    .normalize('NFKC')
    .replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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

/**
 * Text ready to scan, with the same normalisation as the forms: NFKC, e-mail addresses and
 * URLs blanked, a hyphen between letters or digits read as a space, a word hyphenated across
 * a line break marked with a soft hyphen, runs of spaces collapsed, line breaks kept as "\n".
 * One pass over the characters (regular expressions with look-behinds are slower here).
 */
export function normaliseText(raw: string): string {
  let text = raw.normalize('NFKC');
  if (text.includes('@') || text.includes('/')) {
    text = text
      .split(/(\s+)/)
      .map((token) => {
        if (token.length < 5) return token;
        if (token.includes('@') && EMAIL_IN_TOKEN.test(token)) return ' ';
        if (token.includes('/') && URL_IN_TOKEN.test(token)) return ' ';
        return token;
      })
      .join('');
  }
  let out = '';
  let runStart = 0; // start of the run of characters copied as they are
  let pendingSpace = false;
  let pendingLine = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    const isLine = code === 10 || code === 13;
    if (isLine || isSpaceCode(code)) {
      if (!pendingSpace && !pendingLine && runStart < i) out += text.slice(runStart, i);
      if (isLine) pendingLine = true;
      else pendingSpace = true;
      continue;
    }
    if (pendingSpace || pendingLine) {
      if (out.length > 0) out += pendingLine ? '\n' : ' ';
      pendingSpace = pendingLine = false;
      runStart = i;
    }
    if (code !== 45 /* - */) continue;
    if (isAlnumAt(text, i - 1) && isAlnumAt(text, i + 1)) {
      out += text.slice(runStart, i) + ' ';
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
        out += text.slice(runStart, i) + SOFT_BREAK;
        runStart = j;
        i = j - 1;
      }
    }
  }
  if (!pendingSpace && !pendingLine && runStart < n) out += text.slice(runStart, n);
  return out;
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

function insert(root: TrieNode, key: string, term: Terminal, conflicts: string[]): void {
  let n = root;
  for (let k = 0; k < key.length; k++) {
    const code = key.charCodeAt(k);
    let nx = n.next.get(code);
    if (!nx) {
      nx = node();
      n.next.set(code, nx);
    }
    n = nx;
  }
  if (n.term && n.term.skill !== term.skill) {
    conflicts.push(`${key}: ${SKILLS[n.term.skill]!.name} / ${SKILLS[term.skill]!.name}`);
    return;
  }
  if (!n.term) n.term = term;
}

function compile(skills: readonly SkillDef[]): Compiled {
  const compiled: Compiled = { insensitive: node(), exact: node(), conflicts: [] };
  skills.forEach((skill, index) => {
    const special = new Set([...(skill.exact ?? []), ...(skill.context ?? []).map((c) => c.form)]);
    const plain = new Set<string>();
    const longName = skill.name.replace(/\s*\([^)]*\)\s*$/, '');
    for (const form of [skill.name, longName, ...skill.aliases]) if (!special.has(form)) plain.add(normaliseForm(form));
    for (const form of plain) {
      if (ACRONYM.test(form)) {
        for (const f of [form, `${form}s`]) insert(compiled.exact, f, { skill: index }, compiled.conflicts);
      } else {
        const lower = lowerSameLength(form);
        for (const f of [lower, ...plurals(lower)]) insert(compiled.insensitive, f, { skill: index }, compiled.conflicts);
      }
    }
    for (const form of skill.exact ?? []) insert(compiled.exact, normaliseForm(form), { skill: index }, compiled.conflicts);
    for (const ctx of skill.context ?? []) {
      const f = normaliseForm(ctx.form);
      if (ctx.anyCase) insert(compiled.insensitive, lowerSameLength(f), { skill: index, ctx }, compiled.conflicts);
      else insert(compiled.exact, f, { skill: index, ctx }, compiled.conflicts);
    }
  });
  return compiled;
}

let compiledCache: Compiled | undefined;
function compiled(): Compiled {
  compiledCache ??= compile(SKILLS);
  return compiledCache;
}

/** Forms claimed by more than one skill (should be empty). */
export function taxonomyConflicts(): string[] {
  return [...compiled().conflicts];
}

const SOFT_BREAK_CODE = 0xad;
const NEWLINE_CODE = 10;
const SPACE_CODE = 32;

/** Every form that ends a walk from `start` through the trie, as [end, terminal] pairs. */
function walk(root: TrieNode, text: string, start: number, out: Array<[number, Terminal]>): void {
  let pending: Array<[TrieNode, number]> | undefined;
  let n: TrieNode = root;
  let j = start;
  for (;;) {
    while (j < text.length) {
      let code = text.charCodeAt(j);
      if (code === SOFT_BREAK_CODE) {
        // A word hyphenated across a line: read it joined, and also as two words.
        const space = n.next.get(SPACE_CODE);
        if (space) (pending ??= []).push([space, j + 1]);
        j++;
        continue;
      }
      if (code === NEWLINE_CODE) code = SPACE_CODE;
      const nx = n.next.get(code);
      if (nx === undefined) break;
      n = nx;
      j++;
      if (n.term) out.push([j, n.term]);
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
    if (!startOk(text, i) || (!c.insensitive.next.has(lower.charCodeAt(i)) && !c.exact.next.has(text.charCodeAt(i)))) {
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
const LEFT_EDGE = /(?:^|[,;/|([•·▪●◦‣∙:]|\n[ ]?[-*–]?|\s(?:and|or|&|as well as)|\b(?:in|using|with|via|including|like|such as))\s?$/i;
const RIGHT_EDGE = /^(?:\s?(?:[,;/|()\]•·▪●◦‣∙]|$)|\s?\n|\.(?:\s|$)|\s(?:and|or|&)\s)/i;

function resolveContext(text: string, matches: Match[]): boolean[] {
  const ok = matches.map((m) => m.ctx === undefined);
  const neighbourOk = (k: number, ctx: ContextAlias, other: number): boolean => {
    const o = matches[other];
    if (!o || !ok[other]) return false;
    const m = matches[k]!;
    const gap = other < k ? text.slice(o.end, m.start) : text.slice(m.end, o.start);
    if (!isListGap(gap)) return false;
    const f: Field = SKILLS[o.skill]!.field;
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

/** Positions and names of the skills found, in order, before de-duplication (for tests and tools). */
export function findSkillMentions(text: string): Array<{ name: string; at: number; form: string }> {
  const c = compiled();
  const norm = normaliseText(text);
  const matches = scan(norm, lowerSameLength(norm), c);
  const ok = resolveContext(norm, matches);
  return matches.filter((_, k) => ok[k]).map((m) => ({ name: SKILLS[m.skill]!.name, at: m.start, form: norm.slice(m.start, m.end) }));
}

/** Canonical skill names found in the text, in order of first appearance, without repeats. */
export function extractSkills(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { name } of findSkillMentions(text)) {
    if (!seen.has(name)) {
      seen.add(name);
      out.push(name);
    }
  }
  return out;
}
