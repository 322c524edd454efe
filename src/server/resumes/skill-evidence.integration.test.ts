// Evidence for every skill (issue 11): through upload, processing and the status call, each
// returned skill carries spans of the resume's own extracted text, and nothing without one is returned.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import uploadFn from '../../../netlify/functions/pivotmatch-upload.mts';
import statusFn from '../../../netlify/functions/pivotmatch-status.mts';
import type { ResumeStatusResponse, SkillEvidence } from '../../lib/pivotmatch';
import type { DbHandle } from '../db/client';
import { resumeSessions } from '../db/schema';
import { startLocalBlobs } from '../storage/local-blobs';
import { blobStoreFromContext, call, installRuntime } from '../testing/harness';
import { createTestDb } from '../testing/test-db';
import type { Refiner } from './parse-resume';
import { processResumeSession } from './process';
import { textKey } from './sessions';

const FIXTURES = new URL('../../../tests/fixtures/resumes/', import.meta.url).pathname;
const PEER = new URL('../../../../shared/fixtures/peer-resumes/resumes/', import.meta.url).pathname;

let handle: DbHandle;
let blobs: { context: string; stop: () => Promise<void> };
let store: Store;
let blobDir: string;

beforeAll(async () => {
  handle = await createTestDb();
  blobDir = await mkdtemp(join(tmpdir(), 'blobs-evidence-'));
  blobs = await startLocalBlobs(blobDir);
  store = blobStoreFromContext(blobs.context);
}, 60_000);
afterAll(async () => {
  await blobs?.stop();
  await handle?.close();
  if (blobDir) await rm(blobDir, { recursive: true, force: true });
});

async function uploadAndRead(path: string, name: string) {
  const form = new FormData();
  form.append('resume', new File([(await readFile(path)).buffer as ArrayBuffer], name));
  const uploaded = await call(uploadFn, '/api/pivotmatch/upload-resume', { form });
  expect(uploaded.status, name).toBe(200);
  const id = uploaded.json.sessionId as string;
  const status = await call(statusFn, `/api/pivotmatch/resume-status/${id}`, { cookie: uploaded.resumeCookie });
  expect(status.status, name).toBe(200);
  const [row] = await handle.db.select().from(resumeSessions).where(eq(resumeSessions.id, id));
  const text = await store.get(textKey(row!.blobKey), { type: 'text' });
  return { id, cookie: uploaded.resumeCookie, body: status.json as ResumeStatusResponse, text: text! };
}

/** Every skill has at least one span, each span is the stored text at its offsets, and evidence follows the skills. */
function expectEvidenceFor(skills: string[], evidence: SkillEvidence[], text: string) {
  expect(evidence.map((e) => e.skill)).toEqual(skills);
  for (const { skill, evidence: spans } of evidence) {
    expect(spans.length, skill).toBeGreaterThanOrEqual(1);
    expect(spans.length, skill).toBeLessThanOrEqual(3);
    for (const span of spans) {
      expect(text.slice(span.start, span.end), skill).toBe(span.text);
      expect(span.text.trim().length, skill).toBeGreaterThan(0);
      expect(span.quote.length, skill).toBeLessThanOrEqual(170);
      // The quote is the line around the words, spaces collapsed.
      expect(span.quote.toLowerCase(), skill).toContain(
        span.text
          .replace(/-\s*\n\s*/g, '')
          .replace(/\s+/g, ' ')
          .toLowerCase(),
      );
    }
  }
}

describe('evidence for every skill', () => {
  it.each([
    ['nurse-to-health-informatics.pdf', FIXTURES],
    ['marketing-to-ux.docx', FIXTURES],
    ['template-two-column.pdf', PEER],
  ])(
    '%s: the status call answers the supporting text of each skill',
    async (name, dir) => {
      installRuntime(handle.db, { resumeFiles: () => store });
      const { body, text } = await uploadAndRead(join(dir, name), name);
      expect(body.status).toBe('completed');
      const { skills, evidence } = body.data!;
      expect(skills.length).toBeGreaterThan(3);
      expectEvidenceFor(skills, evidence ?? [], text);
      if (name.startsWith('nurse')) {
        expect(skills).toEqual(expect.arrayContaining(['SQL', 'Tableau']));
        const sql = evidence!.find((e) => e.skill === 'SQL')!;
        expect(sql.evidence[0]!.text).toMatch(/sql/i);
      }
    },
    30_000,
  );

  it('a refiner can drop a skill but not add one; evidence follows what is kept', async () => {
    installRuntime(handle.db, { resumeFiles: () => store });
    const plain = await uploadAndRead(join(FIXTURES, 'nurse-to-health-informatics.pdf'), 'nurse.pdf');
    const dropped = plain.body.data!.skills[0]!;
    const refine: Refiner = async ({ skills, location }) => ({ skills: ['Quantum Computing', ...skills.filter((s) => s !== dropped)], location });
    const { rt } = installRuntime(handle.db, {
      resumeFiles: () => store,
      dispatchResume: (id) => processResumeSession(handle.db, store, id, { refine, now: () => rt.now() }),
    });
    const { body, text } = await uploadAndRead(join(FIXTURES, 'nurse-to-health-informatics.pdf'), 'nurse.pdf');
    const { skills, evidence } = body.data!;
    expect(skills).not.toContain('Quantum Computing');
    expect(skills).not.toContain(dropped);
    expect(skills).toEqual(plain.body.data!.skills.filter((s) => s !== dropped));
    expectEvidenceFor(skills, evidence ?? [], text);
  }, 30_000);

  it('a session completed before evidence was kept answers its skills as stored and no evidence', async () => {
    installRuntime(handle.db, { resumeFiles: () => store });
    const { id, cookie, body } = await uploadAndRead(join(FIXTURES, 'marketing-to-ux.docx'), 'cv.docx');
    // As a row completed before migration 0009 reads.
    await handle.db.update(resumeSessions).set({ skillEvidence: null }).where(eq(resumeSessions.id, id));
    const before = await call(statusFn, `/api/pivotmatch/resume-status/${id}`, { cookie });
    expect(before.json).toEqual({ status: 'completed', data: { skills: body.data!.skills, location: body.data!.location, evidence: [] } });
  }, 30_000);
});
