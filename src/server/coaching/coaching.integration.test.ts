import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import slotsFn from '@functions/coaching-slots.mts';
import bookingsFn from '@functions/coaching-bookings.mts';
import bookingFn from '@functions/coaching-booking.mts';
import icsFn from '@functions/coaching-booking-ics.mts';
import adminSlotsFn from '@functions/admin-coaching-slots.mts';
import adminSlotFn from '@functions/admin-coaching-slot.mts';
import remindersFn, { config as remindersConfig } from '@functions/coaching-reminders.mts';
import { call, installRuntime, newMember, seededTestDb, sessionCookie, TEST_ADMIN, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import type { Runtime } from '~/server/runtime';
import { auditLog, coachingBookings } from '~/server/db/schema';
import { COACHING_BOOKINGS_MAX } from '~/lib/catalogue';
import { BOOKINGS_FULL, BOOK_TOO_LATE, CHANGE_TOO_LATE, SLOT_TAKEN } from '~/lib/coaching';
import type { MailMessage } from '~/server/mail/mailer';
import { sendCoachingReminders } from './reminders';
import { isUniqueViolation } from '~/server/db/errors';

const HOUR = 3600_000;

let handle: DbHandle;
let admin: string;
let rt: Runtime;
let clock: TestClock;
let mailer: CapturingMailer;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(async () => {
  ({ rt, clock, mailer } = installRuntime(handle.db));
  admin ??= await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
});

// The clock starts at 2026-11-22T12:00Z (SEED_NOW).
const slotInput = (over: Record<string, unknown> = {}) => ({
  coachName: `Coach ${randomUUID().slice(0, 8)}`,
  date: '2026-11-25',
  time: '10:00',
  durationMinutes: 60,
  timeZone: 'America/New_York',
  meetingUrl: 'https://meet.example.com/coach',
  ...over,
});

/** Publishes through the admin function; the new slots' ids. */
async function publish(over: Record<string, unknown> = {}): Promise<string[]> {
  const res = await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin, body: slotInput(over) });
  expect(res.status, res.json?.message).toBe(201);
  return res.json.slots.map((s: { id: string }) => s.id);
}

const book = (cookie: string, slotId: string, topic = '') => call(bookingsFn, '/api/coaching/bookings', { cookie, body: { slotId, topic } });
const overview = async (cookie: string) => (await call(slotsFn, '/api/coaching/slots', { cookie })).json;
const liveRows = (slotId: string) =>
  handle.db
    .select()
    .from(coachingBookings)
    .where(and(eq(coachingBookings.slotId, slotId), eq(coachingBookings.status, 'booked')));
const invite = (m: MailMessage) => m.attachments?.[0]?.content ?? '';
const uidOf = (ics: string) => /\r\nUID:(.+)\r\n/.exec(ics)?.[1];

describe('executive coaching: gating', () => {
  it('is Elite: 401 signed out and 403 for Premium on every member route; staff routes are admin only', async () => {
    const id = randomUUID();
    expect((await call(slotsFn, '/api/coaching/slots')).status).toBe(401);
    expect((await call(bookingsFn, '/api/coaching/bookings', { body: { slotId: id } })).status).toBe(401);
    expect((await call(bookingFn, `/api/coaching/bookings/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await call(icsFn, `/api/coaching/bookings/${id}/ics`)).status).toBe(401);

    const premium = await newMember('premium');
    const refused = await call(slotsFn, '/api/coaching/slots', { cookie: premium.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Elite/);
    expect((await book(premium.cookie, id)).status).toBe(403);
    expect((await call(bookingFn, `/api/coaching/bookings/${id}`, { method: 'PATCH', cookie: premium.cookie, body: { slotId: id } })).status).toBe(403);
    expect((await call(bookingFn, `/api/coaching/bookings/${id}`, { method: 'DELETE', cookie: premium.cookie })).status).toBe(403);
    expect((await call(icsFn, `/api/coaching/bookings/${id}/ics`, { cookie: premium.cookie })).status).toBe(403);

    const elite = await newMember('elite');
    expect((await call(slotsFn, '/api/coaching/slots', { cookie: elite.cookie })).status).toBe(200);
    expect((await call(adminSlotsFn, '/api/admin/coaching/slots')).status).toBe(401);
    expect((await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: elite.cookie })).status).toBe(403);
    expect((await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: elite.cookie, body: slotInput() })).status).toBe(403);
    expect((await call(adminSlotFn, `/api/admin/coaching/slots/${id}`, { method: 'DELETE', cookie: elite.cookie })).status).toBe(403);
  });
});

describe('executive coaching: staff publish slots', () => {
  it("stores the coach's local time as UTC, weekly across a change of clocks, and logs it", async () => {
    const coachName = `Coach ${randomUUID().slice(0, 8)}`;
    // New York moves to summer time on 14 March 2027: the third session is an hour earlier in UTC.
    const res = await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin, body: slotInput({ coachName, date: '2027-03-04', weeks: 3 }) });
    expect(res.status).toBe(201);
    expect(res.json.slots.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      '2027-03-04T15:00:00.000Z',
      '2027-03-11T15:00:00.000Z',
      '2027-03-18T14:00:00.000Z',
    ]);

    const list = await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin });
    const mine = list.json.slots.filter((s: { coachName: string }) => s.coachName === coachName);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ timeZone: 'America/New_York', durationMinutes: 60, meetingUrl: 'https://meet.example.com/coach', booking: null });

    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'coaching.publish')).orderBy(auditLog.at);
    expect(entry).toMatchObject({ category: 'admin', actorEmail: TEST_ADMIN.email });
    const logged = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'coaching.publish'));
    expect(logged.some((e) => e.message === `3 weekly coaching slots with ${coachName} published from Thu, Mar 4, 2027, 10:00 AM (America/New_York)`)).toBe(
      true,
    );
  });

  it('refuses a time the clocks skip, a time past, an unknown zone, and a coach in two places at once', async () => {
    const skipped = await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin, body: slotInput({ date: '2027-03-14', time: '02:30' }) });
    expect(skipped.status).toBe(400);
    expect(skipped.json.message).toMatch(/02:30 does not exist in America\/New_York on 2027-03-14/);
    const past = await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin, body: slotInput({ date: '2026-11-20' }) });
    expect(past.status).toBe(400);
    expect(past.json.message).toMatch(/future/);
    const zone = await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin, body: slotInput({ timeZone: 'Mars/Olympus' }) });
    expect(zone.status).toBe(400);
    expect(zone.json.message).toMatch(/time zone/);

    const coachName = `Coach ${randomUUID().slice(0, 8)}`;
    await publish({ coachName, date: '2026-12-01', time: '10:00' });
    // 16:30 in Berlin is 10:30 in New York: inside the first session.
    const clash = await call(adminSlotsFn, '/api/admin/coaching/slots', {
      cookie: admin,
      body: slotInput({ coachName, date: '2026-12-01', time: '16:30', timeZone: 'Europe/Berlin' }),
    });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toContain(`${coachName} already has a session at Tue, Dec 1, 2026, 4:00 PM (Europe/Berlin)`);
  });
});

describe('executive coaching: booking', () => {
  it('lets exactly one of two members who book the same slot at once have it', async () => {
    const [slotId] = await publish();
    const [a, b] = await Promise.all([newMember('elite'), newMember('elite')]);
    const results = await Promise.all([book(a.cookie, slotId!, 'Board presentations'), book(b.cookie, slotId!)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.json.message).toBe(SLOT_TAKEN);
    expect(await liveRows(slotId!)).toHaveLength(1);
    // Whatever the timing, the database itself holds the line: a second live booking is refused.
    const second = await handle.db
      .insert(coachingBookings)
      .values({ slotId: slotId!, userId: (results[0]!.status === 201 ? b : a).id })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(second)).toBe(true);

    const winner = results[0]!.status === 201 ? a : b;
    const invites = mailer.mail.filter((m) => m.subject.startsWith('Booked: coaching'));
    expect(invites.map((m) => m.to)).toEqual([winner.email]);
    const ics = invite(invites[0]!);
    expect(invites[0]!.attachments?.[0]).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(ics).toContain('\r\nSEQUENCE:0\r\n');
    expect(ics).toContain('\r\nDTSTART:20261125T150000Z\r\n');
    expect(ics).toContain('BEGIN:VALARM');
    expect(invites[0]!.text).toContain('When: Wednesday, November 25, 2026 at 10:00 AM New York time (EST), 15:00 UTC (1 h)');

    // The slot leaves the open list for everyone; the winner sees it as upcoming.
    expect((await overview(a.cookie)).slots.some((s: { id: string }) => s.id === slotId)).toBe(false);
    const won = await overview(winner.cookie);
    expect(won.upcoming).toHaveLength(1);
    expect(won.upcoming[0]).toMatchObject({ status: 'booked', changeable: true, slot: { id: slotId, meetingUrl: 'https://meet.example.com/coach' } });

    // The room's download is the same event.
    const file = await call(icsFn, `/api/coaching/bookings/${won.upcoming[0].id}/ics`, { cookie: winner.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="coaching-2026-11-25.ics"');
    expect(uidOf(file.text)).toBe(uidOf(ics));
    // Not someone else's.
    const loserMember = winner === a ? b : a;
    expect((await call(icsFn, `/api/coaching/bookings/${won.upcoming[0].id}/ics`, { cookie: loserMember.cookie })).status).toBe(404);
  });

  it(`needs ${24} hours' notice to book, and holds at most ${COACHING_BOOKINGS_MAX} upcoming sessions`, async () => {
    const member = await newMember('elite');
    // 23 hours away: shown, not bookable.
    const [soon] = await publish({ date: '2026-11-23', time: '06:00' });
    const listed = (await overview(member.cookie)).slots.find((s: { id: string }) => s.id === soon);
    expect(listed).toMatchObject({ bookable: false });
    const late = await book(member.cookie, soon!);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(BOOK_TOO_LATE);

    const ids = await publish({ date: '2026-12-02', weeks: COACHING_BOOKINGS_MAX + 1 });
    for (const id of ids.slice(0, COACHING_BOOKINGS_MAX)) expect((await book(member.cookie, id)).status).toBe(201);
    const full = await book(member.cookie, ids[COACHING_BOOKINGS_MAX]!);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(BOOKINGS_FULL);
    expect((await book(member.cookie, ids[0]!)).json.message).toBe('You have already booked this session.');
  });
});

describe('executive coaching: moving and cancelling', () => {
  it('moves a booking in one step: one live booking, the old slot free, the same calendar event updated', async () => {
    const [first, second, third] = await publish({ date: '2026-12-03', weeks: 3 });
    const member = await newMember('elite');
    const other = await newMember('elite');
    const booked = await book(member.cookie, first!, 'Negotiating my first VP offer');
    expect(booked.status).toBe(201);
    const id = booked.json.id;
    expect((await book(other.cookie, third!)).status).toBe(201);

    // A slot someone holds: nothing changes.
    const taken = await call(bookingFn, `/api/coaching/bookings/${id}`, { method: 'PATCH', cookie: member.cookie, body: { slotId: third } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe(SLOT_TAKEN);
    expect((await liveRows(first!))[0]?.id).toBe(id);
    expect(await handle.db.select().from(coachingBookings).where(eq(coachingBookings.status, 'rescheduled'))).toHaveLength(0);

    const moved = await call(bookingFn, `/api/coaching/bookings/${id}`, { method: 'PATCH', cookie: member.cookie, body: { slotId: second } });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ id, status: 'booked', topic: 'Negotiating my first VP offer', slot: { id: second } });
    const rows = await handle.db.select().from(coachingBookings).where(eq(coachingBookings.userId, member.id));
    expect(rows.filter((r) => r.status === 'booked').map((r) => r.slotId)).toEqual([second]);
    expect(rows.filter((r) => r.status === 'rescheduled').map((r) => r.slotId)).toEqual([first]);
    expect(await liveRows(first!)).toHaveLength(0);
    // The old slot is open again.
    expect((await overview(other.cookie)).slots.some((s: { id: string }) => s.id === first)).toBe(true);
    expect((await book(other.cookie, first!)).status).toBe(201);

    const mails = mailer.mail.filter((m) => m.to === member.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booked:/), expect.stringMatching(/^Moved:/)]);
    expect(uidOf(invite(mails[1]!))).toBe(uidOf(invite(mails[0]!)));
    expect(invite(mails[1]!)).toContain('\r\nSEQUENCE:1\r\n');
    expect(invite(mails[1]!)).toContain('\r\nDTSTART:20261210T150000Z\r\n');

    // Cancel: asked of the server once, the calendar told with CANCEL and a higher SEQUENCE.
    const cancelled = await call(bookingFn, `/api/coaching/bookings/${id}`, { method: 'DELETE', cookie: member.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    const cancelMail = mailer.mail.filter((m) => m.to === member.email).at(-1)!;
    expect(cancelMail.subject).toMatch(/^Cancelled:/);
    expect(invite(cancelMail)).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(invite(cancelMail)).toContain('\r\nSEQUENCE:2\r\n');
    expect(uidOf(invite(cancelMail))).toBe(uidOf(invite(mails[0]!)));
    expect((await call(bookingFn, `/api/coaching/bookings/${id}`, { method: 'DELETE', cookie: member.cookie })).status).toBe(409);
    const after = await overview(member.cookie);
    expect(after.upcoming).toHaveLength(0);
    expect(after.past.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([[id, 'cancelled']]);
  });

  it('refuses to move or cancel within 24 hours of the start', async () => {
    const [slot, later] = await publish({ date: '2026-11-24', time: '09:00', weeks: 2 }); // 14:00Z on the 24th: 50 h away
    const member = await newMember('elite');
    const { json } = await book(member.cookie, slot!);
    clock.advance(27 * HOUR); // 23 h before the start
    // Sessions last 12 hours in tests: sign in again.
    member.cookie = await sessionCookie(member.email, 'a long password 1');
    const info = await overview(member.cookie);
    expect(info.upcoming[0]).toMatchObject({ id: json.id, changeable: false });
    const move = await call(bookingFn, `/api/coaching/bookings/${json.id}`, { method: 'PATCH', cookie: member.cookie, body: { slotId: later } });
    expect(move.status).toBe(409);
    expect(move.json.message).toBe(CHANGE_TOO_LATE);
    const cancel = await call(bookingFn, `/api/coaching/bookings/${json.id}`, { method: 'DELETE', cookie: member.cookie });
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toBe(CHANGE_TOO_LATE);
    expect((await liveRows(slot!))[0]?.id).toBe(json.id);
  });
});

describe('executive coaching: reminders and withdrawal', () => {
  it('reminds each member once, even when two runs overlap, and tries again after a failed send', async () => {
    expect(remindersConfig.schedule).toBe('@hourly');
    const [slot] = await publish({ date: '2026-11-24', time: '07:00' }); // 12:00Z on the 24th: 48 h away
    const member = await newMember('elite');
    expect((await book(member.cookie, slot!)).status).toBe(201);
    const reminders = () => mailer.mail.filter((m) => m.to === member.email && m.subject.startsWith('Reminder:'));

    await remindersFn();
    expect(reminders()).toHaveLength(0);

    clock.advance(25 * HOUR); // 23 h before
    // A send that fails leaves the session to the next run.
    const failing = { ...rt, mailer: { describe: 'down', send: async () => Promise.reject(new Error('SMTP down')) } };
    expect(await sendCoachingReminders(failing, clock.now())).toBe(0);
    expect((await liveRows(slot!))[0]?.remindedAt).toBeNull();

    await Promise.all([remindersFn(), remindersFn()]);
    await sendCoachingReminders(rt, clock.now());
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.text).toContain('Join: https://meet.example.com/coach');
  });

  it('withdrawing a booked slot ends the booking and e-mails the member a cancellation', async () => {
    const [slot] = await publish({ date: '2026-11-30' });
    const member = await newMember('elite');
    const { json: booking } = await book(member.cookie, slot!);
    const listed = (await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin })).json.slots.find((s: { id: string }) => s.id === slot);
    expect(listed.booking).toMatchObject({ id: booking.id, memberEmail: member.email, memberName: 'Kim Lo' });

    const res = await call(adminSlotFn, `/api/admin/coaching/slots/${slot}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ withdrawn: slot, memberNotified: true });
    const mail = mailer.mail.filter((m) => m.to === member.email).at(-1)!;
    expect(mail.subject).toMatch(/^Cancelled: coaching with Coach /);
    expect(mail.text).toContain('can no longer hold this session');
    expect(invite(mail)).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(invite(mail)).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(await liveRows(slot!)).toHaveLength(0);

    const info = await overview(member.cookie);
    expect(info.upcoming).toHaveLength(0);
    expect(info.past[0]).toMatchObject({ id: booking.id, status: 'cancelled', withdrawn: true });
    expect(info.slots.some((s: { id: string }) => s.id === slot)).toBe(false);
    expect((await call(adminSlotsFn, '/api/admin/coaching/slots', { cookie: admin })).json.slots.some((s: { id: string }) => s.id === slot)).toBe(false);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'coaching.withdraw'));
    expect(entry?.detail).toMatchObject({ slotId: slot, bookingId: booking.id });
    expect((await call(adminSlotFn, `/api/admin/coaching/slots/${slot}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });
});
