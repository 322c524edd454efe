// Every fixture resume through the real pipeline: our own good and bad files
// (tests/fixtures/resumes, made by tests/fixtures/make-resumes.ts) and the peer PDFs from
// ../shared/fixtures/peer-resumes when that folder is present (truth in tests/fixtures/peer-truth).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '~/lib/pivotmatch';
import { ResumeRejected } from './errors';
import { parseResume, type Refiner } from './parse-resume';
import { scoreResume, type ResumeTruth } from './score';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const OWN_DIR = join(ROOT, 'tests/fixtures/resumes');
const PEER_DIR = join(ROOT, '../shared/fixtures/peer-resumes/resumes');
const PEER_TRUTH_DIR = join(ROOT, 'tests/fixtures/peer-truth');

/** After the one-time load of the PDF engine, a resume must parse within this. */
const MAX_MS_PER_FILE = 2000;

interface Case {
  file: string;
  path: string;
  truth: ResumeTruth;
}

function cases(dir: string, truthDir: string): Case[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => !f.startsWith('.') && !f.endsWith('.json'))
    .sort()
    .map((file) => {
      const truthPath = join(truthDir, `${basename(file, extname(file))}.truth.json`);
      return { file, path: join(dir, file), truth: JSON.parse(readFileSync(truthPath, 'utf8')) as ResumeTruth };
    });
}

const own = cases(OWN_DIR, OWN_DIR);
const peer = cases(PEER_DIR, PEER_TRUTH_DIR);
const good = [...own, ...peer].filter((c) => c.truth.expect === 'ok');
const bad = own.filter((c) => c.truth.expect === 'error');

beforeAll(async () => {
  // Load pdf.js once so the timings below are per file.
  await parseResume(new Uint8Array(readFileSync(join(OWN_DIR, 'nurse-to-health-informatics.pdf'))), 'warm-up.pdf');
}, 60_000);

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('fixtures are all there', () => {
  it('has at least six good resumes of our own, PDF and DOCX, and the bad kinds', () => {
    const ownGood = own.filter((c) => c.truth.expect === 'ok');
    expect(ownGood.length).toBeGreaterThanOrEqual(6);
    expect(ownGood.some((c) => c.file.endsWith('.pdf'))).toBe(true);
    expect(ownGood.some((c) => c.file.endsWith('.docx'))).toBe(true);
    const reasons = new Set(bad.map((c) => c.truth.reason));
    for (const reason of ['wrong-type', 'encrypted', 'no-text', 'corrupt', 'malformed-docx', 'zip-bomb']) {
      expect(reasons, reason).toContain(reason);
    }
  });
});

describe('good resumes: skills, no invented skill, the owner location', () => {
  it.each(good.map((c) => [c.file, c] as const))('%s', async (_file, c) => {
    const bytes = new Uint8Array(readFileSync(c.path));
    const { value: parsed, ms } = await timed(() => parseResume(bytes, c.file));
    // Read by the words behind each skill: a skill is named as the resume writes it ("Kafka"),
    // which the truth may name as the vocabulary does ("Apache Kafka").
    const score = scoreResume(c.truth, parsed.skills, parsed.location, parsed.evidence).byEvidence!;
    expect(score.invented, 'invented skills').toEqual([]);
    expect(score.recall, `recall; missed: ${score.missed.join(', ')}`).toBeGreaterThanOrEqual(0.9);
    expect(parsed.location).toEqual(c.truth.location);
    expect(ms).toBeLessThan(MAX_MS_PER_FILE);
  });
});

describe('bad files: refused with a 4xx and a clear message', () => {
  it.each(bad.map((c) => [c.file, c] as const))('%s', async (_file, c) => {
    const bytes = new Uint8Array(readFileSync(c.path));
    const { value: error, ms } = await timed(() =>
      parseResume(bytes, c.file).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(error).toBeInstanceOf(ResumeRejected);
    const refusal = error as ResumeRejected;
    expect(refusal.status).toBe(c.truth.status);
    expect(refusal.reason).toBe(c.truth.reason);
    expect(refusal.message.length).toBeGreaterThan(10);
    expect(ms).toBeLessThan(MAX_MS_PER_FILE);
  });

  it('refuses a file over 5 MB with 413 without reading it', async () => {
    const pdf = readFileSync(join(OWN_DIR, 'nurse-to-health-informatics.pdf'));
    const big = new Uint8Array(MAX_RESUME_BYTES + 1).fill(0x20);
    big.set(pdf);
    const error = await parseResume(big, 'big.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResumeRejected);
    expect((error as ResumeRejected).status).toBe(413);
    expect((error as ResumeRejected).message).toBe('Maximum file size is 5MB');
  });
});

describe('parseResume with a refiner', () => {
  const docx = () => new Uint8Array(readFileSync(join(OWN_DIR, 'marketing-to-ux.docx')));

  it('hands the refiner the text and the built-in result, and keeps the skills it kept, never one it added', async () => {
    const plain = await parseResume(docx(), 'resume.docx');
    let seen = '';
    const refine: Refiner = async ({ text, skills, location }) => {
      seen = text;
      return { skills: [...skills.slice(1), 'Quantum Computing'], location };
    };
    const parsed = await parseResume(docx(), 'resume.docx', { refine });
    expect(seen).toContain('Alex Kim');
    expect(parsed.skills).toEqual(plain.skills.slice(1));
    expect(parsed.evidence).toEqual(plain.evidence.slice(1));
    expect(parsed.location).toEqual({ city: 'Brooklyn', state: 'NY', remote: false });
  });

  it('keeps the built-in result when the refiner throws', async () => {
    const plain = await parseResume(docx(), 'resume.docx');
    const refine: Refiner = async () => {
      throw new Error('model down');
    };
    expect(await parseResume(docx(), 'resume.docx', { refine })).toEqual(plain);
  });

  it('does not call the refiner for a refused file', async () => {
    let called = false;
    const refine: Refiner = async (input) => {
      called = true;
      return input;
    };
    await parseResume(new Uint8Array(Buffer.from('not a resume')), 'x.pdf', { refine }).catch(() => undefined);
    expect(called).toBe(false);
  });
});
