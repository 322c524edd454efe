// Evidence for every skill (issue 11): through upload, processing and the status call, each
// returned skill carries spans of the resume's own extracted text, and nothing without one is returned.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import uploadFn from '@functions/pivotmatch-upload.mts';
import statusFn from '@functions/pivotmatch-status.mts';
import type { ResumeStatusResponse, SkillEvidence } from '~/lib/pivotmatch';
import type { DbHandle } from '~/server/db/client';
import { resumeSessions } from '~/server/db/schema';
import { startLocalBlobs } from '~/server/storage/local-blobs';
import { blobStoreFromContext, call, installRuntime } from '~/server/testing/harness';
import { createTestDb } from '~/server/testing/test-db';
import type { Refiner } from './parse-resume';
import { processResumeSession } from './process';
import { textKey } from './sessions';
import { pdfWithControlGlyphs } from '~/server/testing/control-glyph-pdf';

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

async function uploadAndRead(path: string | Uint8Array, name: string) {
  const form = new FormData();
  const bytes = typeof path === 'string' ? (await readFile(path)).buffer : path.slice().buffer;
  form.append('resume', new File([bytes as ArrayBuffer], name));
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
  expect(evidence.map((e) => e.name)).toEqual(skills);
  for (const { name: skill, evidence: spans } of evidence) {
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
        const sql = evidence!.find((e) => e.name === 'SQL')!;
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
    // As a row completed before migration 0009 reads (and before roles were read: none).
    const [row] = await handle.db
      .update(resumeSessions)
      .set({ skills: ['Figma', 'User Research'], skillEvidence: null, roles: null })
      .where(eq(resumeSessions.id, id))
      .returning();
    const before = await call(statusFn, `/api/pivotmatch/resume-status/${id}`, { cookie });
    expect(before.json).toEqual({
      status: 'completed',
      data: { skills: row!.skills, location: body.data!.location, evidence: [], roles: { current: null, target: null } },
    });
  }, 30_000);

  it('a PDF whose text holds U+0000 and other control characters (icon-font glyphs) completes, and its evidence is stored', async () => {
    installRuntime(handle.db, { resumeFiles: () => store });
    const pdf = pdfWithControlGlyphs([
      'Dana Reyes',
      '\u0000 Dayton, OH \u001b dana@example.com \u0007 (937) 555-0100',
      'SKILLS',
      '\u0000 Python, SQL, Tableau, TestRail',
      'EXPERIENCE',
      'QA Analyst, Flowbit Labs \u0000 2019 - Present',
      '\u0000 Wrote SQL checks for 40 releases \u001b and triaged regressions in TestRail.',
    ]);
    const { id, body, text } = await uploadAndRead(pdf, 'icons.pdf');
    expect(body.status).toBe('completed');
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const { skills, evidence } = body.data!;
    expect(skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau', 'TestRail']));
    expectEvidenceFor(skills, evidence ?? [], text);
    const [row] = await handle.db.select().from(resumeSessions).where(eq(resumeSessions.id, id));
    expect(row!.skillEvidence!.map((e) => e.name)).toEqual(skills);
    expect(JSON.stringify(row!.skillEvidence)).not.toMatch(/\\u00[01][0-9a-f]/i);
    expect(row!.location).toEqual({ city: 'Dayton', state: 'OH', remote: false });
  }, 30_000);

  it('migration 0014 names the skills of sessions read before: the stored skill becomes name and canonical', async () => {
    installRuntime(handle.db, { resumeFiles: () => store });
    const { id } = await uploadAndRead(join(FIXTURES, 'marketing-to-ux.docx'), 'old.docx');
    const span = { text: 'Figma', quote: 'Tools: Figma', section: 'skills', start: 7, end: 12 };
    const legacy = [
      { skill: 'Figma', evidence: [span] },
      { skill: 'User Research', evidence: [span] },
    ];
    await handle.db.execute(sql`update resume_sessions set skill_evidence = ${JSON.stringify(legacy)}::jsonb where id = ${id}`);
    const migration = await readFile(new URL('../db/migrations/0014_skill_names.sql', import.meta.url), 'utf8');
    await handle.db.execute(sql.raw(migration));
    const [row] = await handle.db.select().from(resumeSessions).where(eq(resumeSessions.id, id));
    expect(row!.skillEvidence).toEqual([
      { name: 'Figma', canonical: 'Figma', category: null, evidence: [span] },
      { name: 'User Research', canonical: 'User Research', category: null, evidence: [span] },
    ]);
    // Rows already in the new shape are left as they are.
    await handle.db.execute(sql.raw(migration));
    const [again] = await handle.db.select().from(resumeSessions).where(eq(resumeSessions.id, id));
    expect(again!.skillEvidence).toEqual(row!.skillEvidence);
  }, 30_000);
});
