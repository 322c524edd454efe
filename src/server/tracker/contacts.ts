import { and, asc, count, eq } from 'drizzle-orm';
import { CONTACTS_PER_JOB_MAX, type ContactPatch, type ContactView, type NewContact } from '~/lib/tracker';
import type { Db } from '~/server/db/client';
import { trackedJobContacts, type TrackedJobContact } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { ownedJob } from './owned';

const CONTACT_NOT_FOUND = 'That contact is not on this job.';

export const contactView = (row: TrackedJobContact): ContactView => ({
  id: row.id,
  trackedJobId: row.trackedJobId,
  name: row.name,
  role: row.role,
  email: row.email,
  phone: row.phone,
  linkedin: row.linkedin,
  notes: row.notes,
  lastContactedOn: row.lastContactedOn,
});

export async function listContacts(db: Db, userId: string, jobId: string): Promise<ContactView[]> {
  await ownedJob(db, userId, jobId);
  const rows = await db
    .select()
    .from(trackedJobContacts)
    .where(and(eq(trackedJobContacts.trackedJobId, jobId), eq(trackedJobContacts.userId, userId)))
    .orderBy(asc(trackedJobContacts.createdAt));
  return rows.map(contactView);
}

/** Adds a person to one of the member's jobs, up to CONTACTS_PER_JOB_MAX. */
export async function addContact(db: Db, userId: string, jobId: string, input: NewContact, now: Date): Promise<ContactView> {
  await ownedJob(db, userId, jobId);
  const [held] = await db.select({ n: count() }).from(trackedJobContacts).where(eq(trackedJobContacts.trackedJobId, jobId));
  if ((held?.n ?? 0) >= CONTACTS_PER_JOB_MAX) {
    throw new HttpError(409, `A job keeps at most ${CONTACTS_PER_JOB_MAX} contacts. Delete one you no longer need to add another.`);
  }
  const [row] = await db
    .insert(trackedJobContacts)
    .values({ ...input, userId, trackedJobId: jobId, createdAt: now, updatedAt: now })
    .returning();
  return contactView(row!);
}

export async function updateContact(db: Db, userId: string, jobId: string, contactId: string, patch: ContactPatch, now: Date): Promise<ContactView> {
  const [row] = await db
    .update(trackedJobContacts)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(trackedJobContacts.id, contactId), eq(trackedJobContacts.trackedJobId, jobId), eq(trackedJobContacts.userId, userId)))
    .returning();
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return contactView(row);
}

export async function deleteContact(db: Db, userId: string, jobId: string, contactId: string): Promise<void> {
  const gone = await db
    .delete(trackedJobContacts)
    .where(and(eq(trackedJobContacts.id, contactId), eq(trackedJobContacts.trackedJobId, jobId), eq(trackedJobContacts.userId, userId)))
    .returning({ id: trackedJobContacts.id });
  if (gone.length === 0) throw notFound(CONTACT_NOT_FOUND);
}
