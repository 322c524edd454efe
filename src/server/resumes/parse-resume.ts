/**
 * The whole built-in resume pipeline, no network: check the file by its bytes, extract its
 * text, find skills with the curated taxonomy and the owner's location in the contact block,
 * then let an optional refiner (an LLM, see ../ai/refine.ts) improve the result within the
 * rules it enforces. Throws `ResumeRejected` (4xx, message for the user) for a bad file.
 */
import { extractSkills } from '../skills/extract-skills';
import { extractResumeText } from './extract-text';
import { checkResumeFile, type ResumeKind } from './file-check';
import { extractLocation, type ResumeLocation } from './location';

export interface ParsedResume {
  kind: ResumeKind;
  /** Canonical taxonomy names, in the order the taxonomy matcher found them. */
  skills: string[];
  location: ResumeLocation;
  /** Characters of extracted text (the text itself is not kept). */
  textLength: number;
}

export interface RefineInput {
  text: string;
  skills: string[];
  location: ResumeLocation;
}

/** Improves a built-in result; must resolve with a result (fall back to the input), never reject. */
export type Refiner = (input: RefineInput) => Promise<Pick<ParsedResume, 'skills' | 'location'>>;

/** The built-in read of a file: its kind, its text, the taxonomy's skills and the owner's location. */
export async function readResumeFile(bytes: Uint8Array, fileName: string) {
  const { kind } = checkResumeFile(bytes, fileName);
  const text = await extractResumeText(bytes, kind);
  return { kind, text, skills: extractSkills(text), location: extractLocation(text) };
}

export async function parseResume(bytes: Uint8Array, fileName: string, options: { refine?: Refiner } = {}): Promise<ParsedResume> {
  const read = await readResumeFile(bytes, fileName);
  const { kind, text } = read;
  let { skills, location } = read;
  if (options.refine) {
    try {
      ({ skills, location } = await options.refine({ text, skills, location }));
    } catch {
      // A refiner that breaks its promise costs nothing: keep the built-in result.
    }
  }
  return { kind, skills, location, textLength: text.length };
}
