/**
 * PivotMatch's resume reading exactly as users get it, for the eval and its CI floor: the upload
 * function (file checks, text extraction, the text kept in Blobs, a session in Postgres), the
 * background processing it dispatches (skills, location, the optional LLM refine), then the
 * status function. In one process, on an in-memory database and a local blob store.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { SearchFilters, SearchJobsResponse, SkillEvidence } from '~/lib/pivotmatch';
import { NO_ROLES, type ResumeRoles } from '~/lib/resume-roles';
import searchFn from '@functions/pivotmatch-search.mts';
import { seedJobs } from '~/server/matching/seed-jobs';
import uploadFn from '@functions/pivotmatch-upload.mts';
import statusFn from '@functions/pivotmatch-status.mts';
import { resumeSessions } from '~/server/db/schema';
import type { ResumeLocation } from '~/server/resumes/location';
import type { Refiner } from '~/server/resumes/parse-resume';
import { processResumeSession } from '~/server/resumes/process';
import { startLocalBlobs } from '~/server/storage/local-blobs';
import { blobStoreFromContext, call, installRuntime } from './harness';
import { createTestDb } from './test-db';

export type PipelineOutcome =
  | {
      kind: 'parsed';
      skills: string[];
      evidence: SkillEvidence[];
      location: ResumeLocation;
      /** As the status answer gives them. */
      roles: ResumeRoles;
      /** The location as the page puts it in its filter ("City, ST"), or null. */
      locationText: string | null;
      /** For searching as the uploader: the session and the browser's resume cookie. */
      sessionId: string;
      cookie: string | undefined;
    }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'crashed'; error: string };

export interface PivotMatchPipeline {
  read(bytes: Uint8Array, fileName: string): Promise<PipelineOutcome>;
  /** Seeds the first `count` jobs of the sample corpus (for searching). */
  seedJobs(count: number): Promise<void>;
  /** PivotMatch's search function, as the uploader's browser calls it. */
  search(sessionId: string, cookie: string | undefined, filters: SearchFilters): Promise<SearchJobsResponse>;
  stop(): Promise<void>;
}

export async function startPivotMatchPipeline(options: { refine?: Refiner } = {}): Promise<PivotMatchPipeline> {
  const handle = await createTestDb();
  const dir = await mkdtemp(join(tmpdir(), 'cp-eval-blobs-'));
  const blobs = await startLocalBlobs(dir);
  const store = blobStoreFromContext(blobs.context);
  const { rt } = installRuntime(handle.db, {
    resumeFiles: () => store,
    // Processing runs inline, with the refiner the deployed function would use.
    dispatchResume: (id) => processResumeSession(handle.db, store, id, { refine: options.refine, now: () => rt.now() }),
  });

  return {
    async read(bytes, fileName) {
      const form = new FormData();
      form.append('resume', new File([bytes.slice().buffer as ArrayBuffer], fileName));
      const uploaded = await call(uploadFn, '/api/pivotmatch/upload-resume', { form });
      if (uploaded.status >= 500) return { kind: 'crashed', error: `upload answered ${uploaded.status}: ${uploaded.text.slice(0, 200)}` };
      if (uploaded.status !== 200) return { kind: 'refused', status: uploaded.status, message: uploaded.json?.message ?? uploaded.text };
      const id = uploaded.json.sessionId as string;
      const status = await call(statusFn, `/api/pivotmatch/resume-status/${id}`, { cookie: uploaded.resumeCookie });
      if (status.status !== 200) return { kind: 'crashed', error: `status answered ${status.status}` };
      if (status.json.status === 'failed') return { kind: 'refused', status: 422, message: status.json.message ?? 'Processing failed' };
      if (status.json.status !== 'completed') return { kind: 'crashed', error: `the session is ${status.json.status}, not completed` };
      // The structured location (the status answer formats it as "City, ST").
      const [row] = await handle.db
        .select({ skills: resumeSessions.skills, location: resumeSessions.location })
        .from(resumeSessions)
        .where(eq(resumeSessions.id, id));
      return {
        kind: 'parsed',
        skills: status.json.data.skills as string[],
        evidence: (status.json.data.evidence ?? []) as SkillEvidence[],
        location: row?.location ?? { city: null, state: null, remote: false },
        roles: (status.json.data.roles ?? NO_ROLES) as ResumeRoles,
        locationText: (status.json.data.location ?? null) as string | null,
        sessionId: id,
        cookie: uploaded.resumeCookie,
      };
    },
    async seedJobs(count) {
      await seedJobs(handle.db, count);
    },
    async search(sessionId, cookie, filters) {
      const res = await call(searchFn, '/api/pivotmatch/search-jobs', { method: 'POST', body: { sessionId, filters }, cookie });
      if (res.status !== 200) throw new Error(`search answered ${res.status}: ${res.text.slice(0, 200)}`);
      return res.json as SearchJobsResponse;
    },
    async stop() {
      await blobs.stop();
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
