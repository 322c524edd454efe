/**
 * Scores a folder of resumes read by a pipeline (PivotMatch's, see
 * src/server/testing/pivotmatch-pipeline.ts) against their truth files: used by
 * `npm run eval:resumes` and by the held-out set's CI floor.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResumeRoles } from '~/lib/resume-roles';
import type { SkillEvidence } from '~/lib/pivotmatch';
import type { ResumeLocation } from './location';
import { scoreResume, type ResumeScore, type ResumeTruth, type SkillReview } from './score';

const PEER_TRUTH_DIR = fileURLToPath(new URL('../../../tests/fixtures/peer-truth/', import.meta.url));

export interface ResumeReader {
  read(
    bytes: Uint8Array,
    fileName: string,
  ): Promise<
    | { kind: 'parsed'; skills: string[]; evidence?: SkillEvidence[]; location: ResumeLocation }
    | { kind: 'refused'; status: number; message: string }
    | { kind: 'crashed'; error: string }
  >;
}

export interface FileResult {
  file: string;
  ms: number;
  truth: ResumeTruth | null;
  outcome:
    | {
        kind: 'parsed';
        skills: string[];
        evidence?: SkillEvidence[];
        location: ResumeLocation;
        score: ResumeScore | null;
        /** Skills returned without any evidence span (expected none). */
        unsupported: string[];
        /** What the whole pipeline also answers: the roles read, the page's location filter, and the session to search with. */
        roles?: ResumeRoles;
        locationText?: string | null;
        sessionId?: string;
        cookie?: string | undefined;
      }
    | { kind: 'refused'; status: number; message: string }
    | { kind: 'crashed'; error: string };
}

export function loadTruth(dir: string, file: string): ResumeTruth | null {
  const name = `${basename(file, extname(file))}.truth.json`;
  for (const candidate of [join(dir, name), join(PEER_TRUTH_DIR, name)]) {
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')) as ResumeTruth;
  }
  return null;
}

/** DIR/reviews.json: a reader's verdicts on skills the truth files do not name (none when absent). */
export function loadReviews(dir: string): SkillReview[] {
  const file = join(dir, 'reviews.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { reviews: SkillReview[] }).reviews : [];
}

/** Every file of DIR but the truth files and the folder's notes, in name order. */
export function resumeFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => !f.startsWith('.') && !/\.(json|md)$/i.test(f) && statSync(join(dir, f)).isFile())
    .sort();
}

export async function evaluateResumes(dir: string, reader: ResumeReader, onFile?: (result: FileResult) => void): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const reviews = loadReviews(dir);
  for (const file of resumeFilesIn(dir)) {
    const resume = basename(file, extname(file));
    const truth = loadTruth(dir, file);
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const started = performance.now();
    let outcome: FileResult['outcome'];
    try {
      const read = await reader.read(bytes, file);
      outcome =
        read.kind === 'parsed'
          ? {
              ...read,
              score:
                truth?.expect === 'ok'
                  ? scoreResume(
                      truth,
                      read.skills,
                      read.location,
                      read.evidence,
                      reviews.filter((r) => r.resume === resume),
                    )
                  : null,
              unsupported: unsupportedSkills(read),
            }
          : read;
    } catch (error) {
      outcome = { kind: 'crashed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    const result: FileResult = { file, ms: performance.now() - started, truth, outcome };
    results.push(result);
    onFile?.(result);
  }
  return results;
}

/** Returned skills with no span of text behind them (every skill, when the reader gives no evidence). */
export function unsupportedSkills(read: { skills: string[]; evidence?: SkillEvidence[] }): string[] {
  const supported = new Set((read.evidence ?? []).filter((e) => e.evidence.length > 0).map((e) => e.name));
  return read.skills.filter((skill) => !supported.has(skill));
}

/**
 * Recall over all truth skills, precision over all returned skills (returned and not invented), location over good files;
 * `byEvidence` the same with each skill read by the words behind it (see score.ts), the published figures.
 */
export function evaluationTotals(results: FileResult[]) {
  const parsed = results.flatMap((r) =>
    r.outcome.kind === 'parsed' && r.outcome.score ? [{ score: r.outcome.score, returned: r.outcome.skills.length }] : [],
  );
  const good = results.filter((r) => r.truth?.expect === 'ok').length;
  const bad = results.filter((r) => r.truth?.expect === 'error');
  const found = parsed.reduce((n, p) => n + p.score.found, 0);
  const expected = parsed.reduce((n, p) => n + p.score.expected, 0);
  const returned = parsed.reduce((n, p) => n + p.returned, 0);
  const invented = parsed.reduce((n, p) => n + p.score.invented.length, 0);
  const located = parsed.filter((p) => p.score.locationCorrect).length;
  const withEvidence = parsed.every((p) => p.score.byEvidence);
  const evidenceFound = parsed.reduce((n, p) => n + (p.score.byEvidence?.found ?? 0), 0);
  const evidenceInvented = parsed.reduce((n, p) => n + (p.score.byEvidence?.invented.length ?? 0), 0);
  const count = (kind: 'accepted' | 'rejected' | 'unreviewed') => parsed.reduce((n, p) => n + (p.score.byEvidence?.reviewed[kind].length ?? 0), 0);
  const wrongByReview = count('rejected') + count('unreviewed');
  const byEvidence =
    withEvidence && parsed.length
      ? {
          found: evidenceFound,
          recall: expected ? evidenceFound / expected : 1,
          invented: evidenceInvented,
          precision: returned ? (returned - evidenceInvented) / returned : 1,
          /** Precision with the reader's review: invented skills it accepts count as right. */
          review: {
            accepted: count('accepted'),
            rejected: count('rejected'),
            unreviewed: count('unreviewed'),
            precision: returned ? (returned - wrongByReview) / returned : 1,
          },
        }
      : null;
  const unsupported = results.reduce((n, r) => n + (r.outcome.kind === 'parsed' ? r.outcome.unsupported.length : 0), 0);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    good,
    scored: parsed.length,
    found,
    expected,
    recall: expected ? found / expected : 1,
    returned,
    invented,
    precision: returned ? (returned - invented) / returned : 1,
    byEvidence,
    /** Skills returned without evidence, over every parsed file (expected 0). */
    unsupported,
    located,
    locationAccuracy: parsed.length ? located / parsed.length : 1,
    bad,
    refusedBad: bad.filter((r) => r.outcome.kind === 'refused' && r.outcome.status >= 400 && r.outcome.status < 500),
    crashed: results.filter((r) => r.outcome.kind === 'crashed').length,
    medianMs: times.length ? times[Math.floor((times.length - 1) / 2)]! : 0,
    maxMs: times.at(-1) ?? 0,
  };
}
