import type { Config } from '@netlify/functions';
import { contactPatchSchema } from '../../src/lib/tracker';
import { requirePlan } from '../../src/server/auth/guards';
import { handle } from '../../src/server/http/handler';
import { assertSameSite, readJson } from '../../src/server/http/request';
import { json } from '../../src/server/http/response';
import { deleteContact, updateContact } from '../../src/server/tracker/contacts';
import { trackerIds } from '../../src/server/tracker/params';
import { runtime } from '../../src/server/runtime';

/** One contact on a tracked job (advanced tracker, Premium): change or delete it. */
export default handle({
  async PATCH(req) {
    assertSameSite(req);
    const { jobId, itemId } = trackerIds(req);
    const rt = await runtime();
    // The advanced tracker is Premium inside the Pivot tracker room: the plan, not the room's.
    const { user } = await requirePlan(req, rt, 'premium');
    const patch = await readJson(req, contactPatchSchema);
    return json(await updateContact(rt.db, user.id, jobId, itemId!, patch, rt.now()));
  },
  async DELETE(req) {
    assertSameSite(req);
    const { jobId, itemId } = trackerIds(req);
    const rt = await runtime();
    const { user } = await requirePlan(req, rt, 'premium');
    await deleteContact(rt.db, user.id, jobId, itemId!);
    return json({ deleted: itemId });
  },
});

export const config: Config = { path: '/api/tracker/:id/contacts/:contactId' };
