import type { Config } from '@netlify/functions';
import { practiceRoutes } from '~/lib/practice';
import { implement, serve } from '~/server/http/route';
import { deleteRecording, updateTranscript } from '~/server/practice/recordings';

/** One practice recording: correct its transcript (the metrics follow) or delete it, file and all. */
export default serve(
  implement(practiceRoutes.update, ({ rt, user, params, body }) => updateTranscript(rt.db, user.id, params.id, body.transcript)),
  implement(practiceRoutes.remove, async ({ rt, user, params }) => {
    await deleteRecording(rt.db, rt.practiceRecordings(), user.id, params.id);
    return { deleted: params.id };
  }),
);

export const config: Config = { path: '/api/practice/recordings/:id' };
