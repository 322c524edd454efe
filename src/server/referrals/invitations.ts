import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INVITES_PER_DAY, INVITE_REPEAT_DAYS, discountText, inviteRecipients, referralLink, type InviteResponse } from '~/lib/referral';
import type { Db } from '~/server/db/client';
import { referralInvitations, type User } from '~/server/db/schema';
import { HttpError, badRequest, tooManyRequests } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { invitationEmail } from '~/server/mail/templates';
import { readBillingSettings } from '~/server/settings/store';
import { ensureReferralCode } from './codes';

const DAY = 24 * 3600_000;
const isEmail = (value: string) => z.email().safeParse(value).success;

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

/**
 * E-mails each friend the member's referral link. Every address must be well formed or nothing
 * is sent; an address this member invited in the last 7 days is left out; more than 20 a day is
 * refused. Answers how many were sent and which were left out.
 */
export async function sendInvitations(deps: InviteDeps, member: User, input: { emails: string[]; message: string }, now: Date): Promise<InviteResponse> {
  const recipients = inviteRecipients(input.emails);
  if (recipients.length === 0) throw badRequest("Please enter at least one friend's email");
  const malformed = recipients.filter((e) => !isEmail(e));
  if (malformed.length)
    throw badRequest(
      `${malformed.map((e) => `"${e}"`).join(', ')} ${malformed.length === 1 ? 'is not a valid e-mail address' : 'are not valid e-mail addresses'}. Nothing was sent.`,
    );
  if (recipients.some((e) => e.toLowerCase() === member.email.toLowerCase())) throw badRequest("That's your own address: invite a friend instead.");

  const dayAgo = new Date(now.getTime() - DAY);
  const [today] = await deps.db
    .select({ n: count() })
    .from(referralInvitations)
    .where(and(eq(referralInvitations.referrerId, member.id), gt(referralInvitations.sentAt, dayAgo)));
  const lower = recipients.map((e) => e.toLowerCase());
  const recent = await deps.db
    .select({ email: referralInvitations.email })
    .from(referralInvitations)
    .where(
      and(
        eq(referralInvitations.referrerId, member.id),
        inArray(referralInvitations.email, lower),
        gt(referralInvitations.sentAt, new Date(now.getTime() - INVITE_REPEAT_DAYS * DAY)),
      ),
    );
  const recentSet = new Set(recent.map((r) => r.email));
  const skipped = recipients
    .filter((e) => recentSet.has(e.toLowerCase()))
    .map((email) => ({ email, reason: `already invited in the last ${INVITE_REPEAT_DAYS} days` }));
  const toSend = recipients.filter((e) => !recentSet.has(e.toLowerCase()));
  if (toSend.length === 0)
    throw new HttpError(409, `You invited ${skipped.map((s) => s.email).join(', ')} in the last ${INVITE_REPEAT_DAYS} days. Nothing was sent.`);
  const left = INVITES_PER_DAY - (today?.n ?? 0);
  if (toSend.length > left) {
    throw tooManyRequests(
      left > 0
        ? `You can send ${left} more invitation${left === 1 ? '' : 's'} today (${INVITES_PER_DAY} a day). Nothing was sent.`
        : `You have sent today's ${INVITES_PER_DAY} invitations. Try again tomorrow.`,
      DAY / 1000,
    );
  }

  const code = await ensureReferralCode(deps.db, member.id);
  const settings = await readBillingSettings(deps.db);
  const link = referralLink(deps.siteUrl, code);
  const discount = discountText({ percent: settings.friendDiscountPercent, months: settings.friendDiscountMonths });
  const inviterName = `${member.firstName} ${member.lastName}`.trim();
  let sent = 0;
  for (const email of toSend) {
    // Recorded before sending: a crash between the two errs on the side of not e-mailing twice.
    await deps.db.insert(referralInvitations).values({ referrerId: member.id, email: email.toLowerCase(), sentAt: now });
    await deps.mailer.send({ to: email, ...invitationEmail({ brand: deps.brand, inviterName, link, note: input.message.trim(), discount }) });
    sent++;
  }
  return { sent, skipped };
}
