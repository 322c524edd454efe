import type { Config } from '@netlify/functions';
import { trackerRoutes } from '~/lib/tracker';
import { implement, serve } from '~/server/http/route';
import { addContact, listContacts } from '~/server/tracker/contacts';

// The advanced tracker is Premium inside the Pivot tracker room: the routes ask for the plan, not the room's.

/** The people at a tracked job's company (advanced tracker, Premium): list and add. */
export default serve(
  implement(trackerRoutes.contacts, async ({ rt, user, params }) => ({ contacts: await listContacts(rt.db, user.id, params.id) })),
  implement(trackerRoutes.addContact, ({ rt, user, params, body }) => addContact(rt.db, user.id, params.id, body, rt.now())),
);

export const config: Config = { path: '/api/tracker/:id/contacts' };
