import type { Config } from '@netlify/functions';
import { trackerRoutes } from '~/lib/tracker';
import { implement, serve } from '~/server/http/route';
import { deleteContact, updateContact } from '~/server/tracker/contacts';

// The advanced tracker is Premium inside the Pivot tracker room: the routes ask for the plan, not the room's.

/** One contact on a tracked job (advanced tracker, Premium): change or delete it. */
export default serve(
  implement(trackerRoutes.updateContact, ({ rt, user, params, body }) => updateContact(rt.db, user.id, params.id, params.contactId, body, rt.now())),
  implement(trackerRoutes.deleteContact, async ({ rt, user, params }) => {
    await deleteContact(rt.db, user.id, params.id, params.contactId);
    return { deleted: params.contactId };
  }),
);

export const config: Config = { path: '/api/tracker/:id/contacts/:contactId' };
