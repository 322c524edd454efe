/**
 * The whole built-in resume pipeline, no network: check the file by its bytes, extract its
 * text, find skills with the curated taxonomy (each with the text that supports it) and the
 * owner's location in the contact block, then let an optional refiner (an LLM, see
 * ../ai/refine.ts) keep or drop skills within the rules `refineResume` enforces. Throws
 * `ResumeRejected` (4xx, message for the user) for a bad file.
 */
import type { SkillEvidence } from '~/lib/pivotmatch';
import { extractSkillEvidence } from '~/server/skills/resume-skills';
import { extractResumeText } from './extract-text';
import { checkResumeFile, type ResumeKind } from './file-check';
import { extractLocation, type ResumeLocation } from './location';

export interface ParsedResume {
  kind: ResumeKind;
  /** The skills as the resume writes them, in reading order; each has evidence. */
  skills: string[];
  /** Each skill with its vocabulary entry and the text behind it, in the same order as `skills`. */
  evidence: SkillEvidence[];
  location: ResumeLocation;
  /** Characters of extracted text (the text itself is not kept). */
  textLength: number;
}

export interface RefineInput {
  text: string;
  /** The skills' names as the resume writes them. */
  skills: string[];
  /** The text behind each skill: what the refiner judges (it may keep or drop, never add). */
  evidence: SkillEvidence[];
  location: ResumeLocation;
}

/** Improves a built-in result; must resolve with a result (fall back to the input), never reject. */
export type Refiner = (input: RefineInput) => Promise<Pick<ParsedResume, 'skills' | 'location'>>;

/** What the built-in reader finds in a resume's text. */
export interface ResumeReading {
  /** Names as the resume writes them (each evidence entry's `name`). */
  skills: string[];
  evidence: SkillEvidence[];
  location: ResumeLocation;
}

/** The built-in read of a resume's text: skills with their evidence, and the owner's location. */
export function readResumeText(text: string): ResumeReading {
  const evidence = extractSkillEvidence(text);
  return { skills: evidence.map((e) => e.name), evidence, location: extractLocation(text) };
}

/** The built-in read of a file: its kind, its text, the taxonomy's skills with evidence and the owner's location. */
export async function readResumeFile(bytes: Uint8Array, fileName: string) {
  const { kind } = checkResumeFile(bytes, fileName);
  const text = await extractResumeText(bytes, kind);
  return { kind, text, ...readResumeText(text) };
}

/**
 * The one gate for a refiner (used by upload processing and `parseResume`): whatever it answers,
 * the skills are the built-in, evidence-backed ones it kept, in the built-in order, so it can
 * drop a skill but never add one; its location is taken as it gives it. A refiner that throws
 * or answers no skill list leaves the built-in result.
 */
export async function refineResume(text: string, read: ResumeReading, refine?: Refiner): Promise<ResumeReading> {
  if (!refine) return read;
  let answer: Awaited<ReturnType<Refiner>>;
  try {
    answer = await refine({ text, skills: read.skills, evidence: read.evidence, location: read.location });
  } catch {
    return read; // A refiner that breaks its promise costs nothing.
  }
  if (!answer || !Array.isArray(answer.skills)) return read;
  const kept = new Set(answer.skills.filter((s): s is string => typeof s === 'string').map((s) => s.trim().toLowerCase()));
  const evidence = read.evidence.filter((e) => kept.has(e.name.toLowerCase()));
  return { skills: evidence.map((e) => e.name), evidence, location: answer.location ?? read.location };
}

export async function parseResume(bytes: Uint8Array, fileName: string, options: { refine?: Refiner } = {}): Promise<ParsedResume> {
  const { kind, text, ...read } = await readResumeFile(bytes, fileName);
  const { skills, evidence, location } = await refineResume(text, read, options.refine);
  return { kind, skills, evidence, location, textLength: text.length };
}
