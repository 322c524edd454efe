/**
 * How PivotMatch shows the text behind a skill: the section in words, the quote split around the
 * supporting words, and a careful read of the status payload's evidence (islands use no zod).
 * Pure, shared by the island and its tests.
 */
import type { EvidenceSpan, ResumeSection, SkillEvidence } from './pivotmatch';

const SECTION_WORDS: Record<ResumeSection, string> = {
  summary: 'Summary',
  work: 'Experience',
  education: 'Education',
  skills: 'Skills section',
  certificates: 'Certifications',
  projects: 'Projects',
  languages: 'Languages',
  links: 'Links',
  other: 'Other section',
};

/** Where on the resume a span sits, in the member's words. */
export function sectionInWords(section: ResumeSection | null): string {
  return section ? SECTION_WORDS[section] : 'Top of the resume';
}

export interface QuoteParts {
  before: string;
  /** The supporting words, to highlight. */
  words: string;
  after: string;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWordChar = (ch: string | undefined) => ch !== undefined && WORD_CHAR.test(ch);

/** The words as the quote writes them: spaces collapsed and a word hyphenated across lines joined. */
function asInQuote(text: string): string {
  return text
    .replace(/(?<=\p{L})-[ \t]*\r?\n\s*(?=\p{L})/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The quote around the supporting words: their first whole-word place in the quote (else their
 * first place). When the quote does not hold them, the words alone.
 */
export function quoteParts(span: Pick<EvidenceSpan, 'text' | 'quote'>): QuoteParts {
  const { quote } = span;
  const words = asInQuote(span.text);
  if (!words) return { before: quote, words: '', after: '' };
  const lower = quote.toLowerCase();
  // Case-insensitive only where lower-casing keeps every position.
  const [hay, needle] = lower.length === quote.length ? [lower, words.toLowerCase()] : [quote, words];
  let first = -1;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    if (first === -1) first = at;
    if (!isWordChar(quote[at - 1]) && !isWordChar(quote[at + needle.length])) {
      first = at;
      break;
    }
  }
  if (first === -1) return { before: '', words, after: '' };
  return { before: quote.slice(0, first), words: quote.slice(first, first + needle.length), after: quote.slice(first + needle.length) };
}

function isSection(value: unknown): value is ResumeSection {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SECTION_WORDS, value);
}

function readSpan(raw: unknown): EvidenceSpan | null {
  if (!raw || typeof raw !== 'object') return null;
  const { text, quote, section, start, end } = raw as Record<string, unknown>;
  if (typeof text !== 'string' || typeof quote !== 'string' || typeof start !== 'number' || typeof end !== 'number') return null;
  return { text, quote, section: section === null || section === undefined ? null : isSection(section) ? section : 'other', start, end };
}

/**
 * How a skill counts in matching, when its name does not say it: "Matched as Apache Kafka" for
 * "Kafka"; a listed skill the vocabulary does not know is shown but does not rank jobs.
 */
export function readAs(read: Pick<SkillEvidence, 'name' | 'canonical'>): string | null {
  if (read.canonical === null) return 'Listed on your resume. Not yet used to rank jobs.';
  const key = (s: string) =>
    s
      .toLowerCase()
      .replace(/\s*\([^)]*\)\s*$/, '')
      .replace(/[\s-]+/g, ' ')
      .trim();
  return key(read.canonical) === key(read.name) ? null : `Matched as ${read.canonical}`;
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The evidence of a status answer, keeping only well-formed skills that have at least one span. */
export function readEvidence(raw: unknown): SkillEvidence[] {
  if (!Array.isArray(raw)) return [];
  const out: SkillEvidence[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const { name, canonical, category, evidence } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !Array.isArray(evidence)) continue;
    const spans = evidence.map(readSpan).filter((s): s is EvidenceSpan => s !== null);
    if (spans.length > 0) out.push({ name, canonical: stringOrNull(canonical), category: stringOrNull(category), evidence: spans });
  }
  return out;
}
