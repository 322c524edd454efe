import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { NETWORKING_SENDS_PER_HOUR, templateUnavailable, type NetworkingOverview, type SendMessage, type SentMessageView } from '~/lib/networking';
import type { Db } from '~/server/db/client';
import { networkingMessages, trackedJobContacts, trackedJobs, type NetworkingMessage } from '~/server/db/schema';
import { HttpError, badRequest, notFound } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { allowAttempt } from '~/server/rate-limit';
import { contactView } from '~/server/tracker/contacts';
import { ownedJob } from '~/server/tracker/owned';
import { NETWORKING_TEMPLATES, templateByKey } from './templates';

/** How much history the room shows. */
const HISTORY_SHOWN = 50;

const view = (row: NetworkingMessage): SentMessageView => ({
  id: row.id,
  template: row.template,
  trackedJobId: row.trackedJobId,
  contactId: row.contactId,
  toEmail: row.toEmail,
  subject: row.subject,
  body: row.body,
  sentAt: row.sentAt.toISOString(),
});

/** Everything the helper needs in one answer: templates, jobs with their contacts, history. */
export async function networkingOverview(db: Db, userId: string): Promise<NetworkingOverview> {
  const jobs = await db.select().from(trackedJobs).where(eq(trackedJobs.userId, userId)).orderBy(desc(trackedJobs.updatedAt));
  const contacts = jobs.length
    ? await db
        .select()
        .from(trackedJobContacts)
        .where(
          and(
            eq(trackedJobContacts.userId, userId),
            inArray(
              trackedJobContacts.trackedJobId,
              jobs.map((j) => j.id),
            ),
          ),
        )
        .orderBy(asc(trackedJobContacts.createdAt))
    : [];
  const sent = await db
    .select()
    .from(networkingMessages)
    .where(eq(networkingMessages.userId, userId))
    .orderBy(desc(networkingMessages.sentAt))
    .limit(HISTORY_SHOWN);
  return {
    templates: [...NETWORKING_TEMPLATES],
    jobs: jobs.map((j) => ({
      id: j.id,
      title: j.title,
      company: j.company,
      stage: j.stage,
      appliedOn: j.appliedOn,
      interviewAt: j.interviewAt?.toISOString() ?? null,
      contacts: contacts.filter((c) => c.trackedJobId === j.id).map(contactView),
    })),
    sent: sent.map(view),
  };
}

/**
 * Sends a member's message from the site's address with Reply-To the member, so answers reach
 * them; records it and dates the contact's last contact. Rate-limited per member.
 */
export async function sendNetworkingMessage(
  deps: { db: Db; mailer: Mailer },
  member: { id: string; email: string },
  input: SendMessage,
  now: Date,
): Promise<SentMessageView> {
  const { db } = deps;
  const template = templateByKey(input.template);
  if (!template) throw badRequest('template: Choose one of the message templates.');
  const job = input.trackedJobId ? await ownedJob(db, member.id, input.trackedJobId) : null;
  if (input.contactId) {
    const [contact] = await db
      .select({ jobId: trackedJobContacts.trackedJobId })
      .from(trackedJobContacts)
      .where(and(eq(trackedJobContacts.id, input.contactId), eq(trackedJobContacts.userId, member.id)))
      .limit(1);
    if (!contact || (input.trackedJobId && contact.jobId !== input.trackedJobId)) throw notFound('That contact is not on this job.');
  }
  // A thank-you is for an interview that has happened, as the helper only writes one then.
  const unavailable = templateUnavailable(template, job && { interviewAt: job.interviewAt?.toISOString() ?? null }, now);
  if (unavailable) throw badRequest(`template: ${unavailable}`);
  if (!(await allowAttempt(db, `networking-send:${member.id}`, NETWORKING_SENDS_PER_HOUR, 3600_000, now))) {
    throw new HttpError(
      429,
      `You have sent ${NETWORKING_SENDS_PER_HOUR} messages in the last hour. Copy this one and send it from your own e-mail, or try again later.`,
    );
  }
  try {
    await deps.mailer.send({ to: input.to, replyTo: member.email, subject: input.subject, text: input.body });
  } catch (error) {
    console.error('[networking] send failed', error);
    throw new HttpError(502, 'Your message could not be sent just now. Copy it and send it from your own e-mail, or try again.');
  }
  const [row] = await db
    .insert(networkingMessages)
    .values({
      userId: member.id,
      trackedJobId: input.trackedJobId,
      contactId: input.contactId,
      template: input.template,
      toEmail: input.to,
      subject: input.subject,
      body: input.body,
      sentAt: now,
    })
    .returning();
  if (input.contactId) {
    await db
      .update(trackedJobContacts)
      .set({ lastContactedOn: now.toISOString().slice(0, 10), updatedAt: now })
      .where(and(eq(trackedJobContacts.id, input.contactId), eq(trackedJobContacts.userId, member.id)));
  }
  return view(row!);
}
