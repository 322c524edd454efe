import type { Config } from '@netlify/functions';
import { newContactSchema } from '../../src/lib/tracker';
import { requirePlan } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { addContact, listContacts } from '../../src/server/tracker/contacts';
import { trackerIds } from '../../src/server/tracker/params';
import { runtime } from '../../src/server/runtime';

/** The people at a tracked job's company (advanced tracker, Premium): list and add. */
export default handle({
  async GET(req) {
    const { jobId } = trackerIds(req);
    const rt = await runtime();
    // The advanced tracker is Premium inside the Pivot tracker room: the plan, not the room's.
    const { user } = await requirePlan(req, rt, 'premium');
    return json({ contacts: await listContacts(rt.db, user.id, jobId) });
  },
  async POST(req) {
    assertSameSite(req);
    const { jobId } = trackerIds(req);
    const rt = await runtime();
    const { user } = await requirePlan(req, rt, 'premium');
    const input = await readJson(req, newContactSchema);
    return json(await addContact(rt.db, user.id, jobId, input, rt.now()), { status: 201 });
  },
});

export const config: Config = { path: '/api/tracker/:id/contacts' };
