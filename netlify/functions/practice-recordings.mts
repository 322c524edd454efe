import type { Config } from '@netlify/functions';
import { practiceRoutes, recordingFieldsSchema, RECORDING_MAX_BYTES, TRANSCRIPT_MAX } from '~/lib/practice';
import { badRequest } from '~/server/http/errors';
import { readMultipart } from '~/server/http/multipart';
import { readFields } from '~/server/http/request';
import { implement, serve } from '~/server/http/route';
import { listRecordings, saveRecording } from '~/server/practice/recordings';

/** The member's practice recordings (Premium, while the System tab has the feature on): the list, and keeping a new one. */
export default serve(
  implement(practiceRoutes.list, async ({ rt, user }) => ({ recordings: await listRecordings(rt.db, user.id) })),
  implement(practiceRoutes.save, async ({ req, rt, user }) => {
    const { fields, file } = await readMultipart(req, {
      fileField: 'recording',
      maxFileBytes: RECORDING_MAX_BYTES,
      tooLargeMessage: `A recording can be at most ${RECORDING_MAX_BYTES / 1024 / 1024} MB. Record a shorter answer.`,
      // A transcript of TRANSCRIPT_MAX characters, at up to 4 bytes each in UTF-8.
      maxFieldBytes: TRANSCRIPT_MAX * 4,
    });
    if (!file) throw badRequest('Attach the recording in the "recording" field.');
    const meta = readFields(fields, recordingFieldsSchema);
    return saveRecording(rt.db, rt.practiceRecordings(), user.id, meta, file, rt.now());
  }),
);

export const config: Config = { path: '/api/practice/recordings' };
