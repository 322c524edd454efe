/**
 * "Download my data" (GDPR articles 15 and 20): everything a member stored with us, as one ZIP
 * streamed while it is written. Only the member's own rows and files; never a password hash,
 * authenticator secret, recovery code, session id or token hash (see EXPORT_EXCLUDED).
 */
import type { Store } from '@netlify/blobs';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { toJsonResume } from '~/lib/resume';
import type { Db } from '~/server/db/client';
import {
  assessmentResults,
  checklistProgress,
  coachingBookings,
  coachingSlots,
  coverLetters,
  interviewAnswers,
  interviewSessions,
  introductionEvents,
  introductionRequests,
  matchHistory,
  networkingMessages,
  newsletterIssues,
  newsletterRecipients,
  passkeys,
  pivotPlanSteps,
  pivotPlans,
  practiceRecordings,
  recoveryCodes,
  referralCodes,
  referralInvitations,
  referralRewards,
  referrals,
  resumeExports,
  resumeSessions,
  resumeVersions,
  resumes,
  savedSearchMatches,
  savedSearches,
  sessions,
  subscriptions,
  supportMessages,
  supportRequests,
  trackedJobContacts,
  trackedJobFiles,
  trackedJobs,
  users,
  type User,
} from '~/server/db/schema';
import { fileKey } from '~/server/resumes/sessions';

/** Where the member's files are kept (the runtime's blob stores). */
export interface ExportStores {
  resumeFiles: Store;
  practiceRecordings: Store;
  trackerFiles: Store;
}

/**
 * Tables that hold a member's id but are not exported, and why. Everything else with a user id
 * column is in the ZIP (the integration test holds the two lists against the schema).
 */
export const EXPORT_EXCLUDED: Record<string, string> = {
  sessions: 'session ids are secrets; the ZIP lists the browsers signed in (account.json) without them',
  password_reset_tokens: 'token hashes of single-use links',
  email_tokens: 'token hashes of single-use links',
  recovery_codes: 'hashed two-factor recovery codes (account.json says how many are left)',
  auth_challenges: 'sign-in challenges that expire in minutes',
  coaching_slots: 'session times staff publish (the member’s bookings are exported with their time and coach)',
  audit_log: 'the security log of the service; entries about the member are shown to them on request',
};

/** Downloads an hour per member: each one reads every file the member stored. */
export const EXPORTS_PER_HOUR = 3;

/** "careerpivot-data-2026-11-26.zip" */
export const exportFileName = (now: Date) => `careerpivot-data-${now.toISOString().slice(0, 10)}.zip`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A name safe in any unzip tool: letters, digits, dot, dash and underscore. */
export function safeName(name: string, max = 80): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-max);
  return cleaned || 'file';
}

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'video/webm': 'webm', 'audio/mp4': 'm4a', 'video/mp4': 'mp4', 'audio/ogg': 'ogg' };
const extensionOf = (contentType: string) => EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'bin';

/** One file of the ZIP: JSON or text written now, or a blob fetched while the ZIP streams. */
type Entry = { name: string; text: string; at?: Date } | { name: string; blob: { store: keyof ExportStores; key: string }; at?: Date };

/** Everything the ZIP will hold, read from the database first so a failure is a clean error, not half a file. */
export async function collectExport(db: Db, userId: string, now: Date): Promise<Entry[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const mine = (column: AnyPgColumn) => eq(column, userId);

  const [
    subs,
    browserSessions,
    keys,
    codesLeft,
    code,
    referred,
    referredBy,
    rewards,
    invitations,
    checklist,
    resumeRows,
    letters,
    jobs,
    contacts,
    files,
    assessments,
    interviews,
    answers,
    recordings,
    uploads,
    searches,
    history,
    plans,
    steps,
    intros,
    support,
    bookings,
    messages,
    newsletters,
  ] = await Promise.all([
    db.select().from(subscriptions).where(mine(subscriptions.userId)).orderBy(asc(subscriptions.createdAt)),
    db.select().from(sessions).where(mine(sessions.userId)).orderBy(asc(sessions.createdAt)),
    db.select().from(passkeys).where(mine(passkeys.userId)),
    db.select({ usedAt: recoveryCodes.usedAt }).from(recoveryCodes).where(mine(recoveryCodes.userId)),
    db.select().from(referralCodes).where(mine(referralCodes.userId)),
    db.select().from(referrals).where(eq(referrals.referrerId, userId)).orderBy(asc(referrals.createdAt)),
    db.select().from(referrals).where(eq(referrals.referredUserId, userId)),
    db.select().from(referralRewards).where(eq(referralRewards.referrerId, userId)).orderBy(asc(referralRewards.tier)),
    db.select().from(referralInvitations).where(eq(referralInvitations.referrerId, userId)).orderBy(asc(referralInvitations.sentAt)),
    db.select().from(checklistProgress).where(mine(checklistProgress.userId)),
    db.select().from(resumes).where(mine(resumes.userId)).orderBy(asc(resumes.createdAt)),
    db.select().from(coverLetters).where(mine(coverLetters.userId)).orderBy(asc(coverLetters.createdAt)),
    db.select().from(trackedJobs).where(mine(trackedJobs.userId)).orderBy(asc(trackedJobs.createdAt)),
    db.select().from(trackedJobContacts).where(mine(trackedJobContacts.userId)),
    db.select().from(trackedJobFiles).where(mine(trackedJobFiles.userId)),
    db.select().from(assessmentResults).where(mine(assessmentResults.userId)).orderBy(asc(assessmentResults.createdAt)),
    db.select().from(interviewSessions).where(mine(interviewSessions.userId)).orderBy(asc(interviewSessions.createdAt)),
    db.select().from(interviewAnswers).where(mine(interviewAnswers.userId)).orderBy(asc(interviewAnswers.createdAt)),
    db.select().from(practiceRecordings).where(mine(practiceRecordings.userId)).orderBy(asc(practiceRecordings.createdAt)),
    db.select().from(resumeSessions).where(mine(resumeSessions.userId)).orderBy(asc(resumeSessions.createdAt)),
    db.select().from(savedSearches).where(mine(savedSearches.userId)).orderBy(asc(savedSearches.createdAt)),
    db.select().from(matchHistory).where(mine(matchHistory.userId)).orderBy(asc(matchHistory.createdAt)),
    db.select().from(pivotPlans).where(mine(pivotPlans.userId)).orderBy(asc(pivotPlans.createdAt)),
    db.select().from(pivotPlanSteps).where(mine(pivotPlanSteps.userId)).orderBy(asc(pivotPlanSteps.position)),
    db.select().from(introductionRequests).where(mine(introductionRequests.userId)).orderBy(asc(introductionRequests.createdAt)),
    db.select().from(supportRequests).where(mine(supportRequests.userId)).orderBy(asc(supportRequests.createdAt)),
    db
      .select({ booking: coachingBookings, slot: coachingSlots })
      .from(coachingBookings)
      .innerJoin(coachingSlots, eq(coachingSlots.id, coachingBookings.slotId))
      .where(eq(coachingBookings.userId, userId))
      .orderBy(asc(coachingSlots.startsAt)),
    db.select().from(networkingMessages).where(mine(networkingMessages.userId)).orderBy(asc(networkingMessages.sentAt)),
    db
      .select({
        subject: newsletterIssues.subject,
        status: newsletterRecipients.status,
        sentAt: newsletterRecipients.sentAt,
        unsubscribedAt: newsletterRecipients.unsubscribedAt,
      })
      .from(newsletterRecipients)
      .innerJoin(newsletterIssues, eq(newsletterIssues.id, newsletterRecipients.issueId))
      .where(eq(newsletterRecipients.userId, userId))
      .orderBy(asc(newsletterRecipients.createdAt)),
  ]);

  const resumeIds = resumeRows.map((r) => r.id);
  const searchIds = searches.map((s) => s.id);
  const introIds = intros.map((r) => r.id);
  const supportIds = support.map((r) => r.id);
  const [versions, downloads, matches, introEvents, supportThread] = await Promise.all([
    resumeIds.length ? db.select().from(resumeVersions).where(inArray(resumeVersions.resumeId, resumeIds)).orderBy(asc(resumeVersions.savedAt)) : [],
    db.select().from(resumeExports).where(mine(resumeExports.userId)).orderBy(asc(resumeExports.day)),
    searchIds.length ? db.select().from(savedSearchMatches).where(inArray(savedSearchMatches.savedSearchId, searchIds)) : [],
    introIds.length ? db.select().from(introductionEvents).where(inArray(introductionEvents.introductionId, introIds)).orderBy(asc(introductionEvents.at)) : [],
    supportIds.length ? db.select().from(supportMessages).where(inArray(supportMessages.requestId, supportIds)).orderBy(asc(supportMessages.createdAt)) : [],
  ]);

  const entries: Entry[] = [];
  const json = (name: string, value: unknown) => entries.push({ name, text: `${JSON.stringify(value, null, 2)}\n`, at: now });

  json('account.json', {
    exportedAt: now.toISOString(),
    profile: profileOf(user),
    twoFactor: {
      authenticatorApp: Boolean(user.totpEnabledAt),
      authenticatorAppSince: iso(user.totpEnabledAt),
      recoveryCodesLeft: codesLeft.filter((c) => !c.usedAt).length,
      passkeys: keys.map((k) => ({ name: k.name, deviceType: k.deviceType, backedUp: k.backedUp, createdAt: iso(k.createdAt), lastUsedAt: iso(k.lastUsedAt) })),
    },
    signedInBrowsers: browserSessions.map((s) => ({
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      signedOutAt: iso(s.revokedAt),
    })),
    subscriptions: subs.map((s) => ({
      plan: s.plan,
      status: s.status,
      billing: s.interval,
      amountCents: s.amountCents,
      currentPeriodStart: iso(s.currentPeriodStart),
      currentPeriodEnd: iso(s.currentPeriodEnd),
      trialEndsAt: iso(s.trialEndsAt),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      canceledAt: iso(s.canceledAt),
      testMode: s.isTest,
      paymentProvider: s.provider,
      providerSubscriptionId: s.providerSubscriptionId,
      providerCustomerId: s.providerCustomerId,
      // The code belongs to the friend who referred the member: the discount, not whose code it was.
      friendDiscount: s.discount ? { percent: s.discount.percent, months: s.discount.months } : null,
      refundTerms: s.refundTerms,
      rewardCreditCents: s.rewardCreditCents,
      rewardDiscounts: s.rewardDiscounts,
      createdAt: iso(s.createdAt),
    })),
    referrals: {
      code: code[0] ? { code: code[0].code, createdAt: iso(code[0].createdAt), disabledAt: iso(code[0].disabledAt) } : null,
      // The friends themselves are other people: their state and dates, not who they are.
      friendsReferred: referred.map((r) => ({ state: r.state, createdAt: iso(r.createdAt), qualifiedAt: iso(r.qualifiedAt), voidedAt: iso(r.voidedAt) })),
      referredByAFriend: referredBy[0] ? { state: referredBy[0].state, createdAt: iso(referredBy[0].createdAt) } : null,
      rewards: rewards.map((r) => ({
        tier: r.tier,
        referralCount: r.referralCount,
        state: r.state,
        grantedAt: iso(r.grantedAt),
        appliedAt: iso(r.appliedAt),
        applied: r.applied,
      })),
      invitationsSent: invitations.map((i) => ({ email: i.email, sentAt: iso(i.sentAt) })),
    },
    careerChangeChecklist: checklist.map((c) => ({ task: c.taskId, doneAt: iso(c.doneAt) })),
    // The consent (issue 32): the choice, when it was made, and each issue sent to the member.
    newsletter: {
      optIn: user.newsletterOptIn,
      choiceAt: iso(user.newsletterChoiceAt),
      issues: newsletters.map((n) => ({ subject: n.subject, status: n.status, sentAt: iso(n.sentAt), unsubscribedThroughIt: iso(n.unsubscribedAt) })),
    },
  });

  for (const r of resumeRows) {
    const base = `resumes/${safeName(r.title, 50)}-${r.id}`;
    json(`${base}.resume.json`, toJsonResume(r.data, { title: r.title, targetRole: r.targetRole, template: r.template, updatedAt: r.updatedAt.toISOString() }));
    const mineVersions = versions.filter((v) => v.resumeId === r.id);
    if (mineVersions.length) {
      json(
        `${base}.versions.json`,
        mineVersions.map((v) => ({
          kind: v.kind,
          savedAt: iso(v.savedAt),
          resume: toJsonResume(v.data, { title: v.title, targetRole: v.targetRole, template: v.template }),
        })),
      );
    }
  }

  if (downloads.length) {
    const titleOf = new Map(resumeRows.map((r) => [r.id, r.title]));
    // The days each resume was downloaded as PDF or DOCX (what the Career Game counts), the first format of the day.
    json(
      'resumes/downloads.json',
      downloads.map((d) => ({ resumeId: d.resumeId, resume: titleOf.get(d.resumeId) ?? null, day: d.day, format: d.format })),
    );
  }

  json(
    'cover-letters.json',
    letters.map((l) => ({
      id: l.id,
      company: l.company,
      role: l.role,
      resumeId: l.resumeId,
      trackedJobId: l.trackedJobId,
      greeting: l.greeting,
      paragraphs: l.paragraphs,
      closing: l.closing,
      jobDescription: l.jobDescription,
      requirements: l.requirements,
      createdAt: iso(l.createdAt),
      updatedAt: iso(l.updatedAt),
    })),
  );

  json(
    'tracker/jobs.json',
    jobs.map((j) => ({
      ...omit(j, ['userId']),
      contacts: contacts.filter((c) => c.trackedJobId === j.id).map((c) => omit(c, ['userId', 'trackedJobId'])),
      files: files
        .filter((f) => f.trackedJobId === j.id)
        .map((f) => ({
          id: f.id,
          fileName: f.fileName,
          contentType: f.contentType,
          sizeBytes: f.sizeBytes,
          createdAt: iso(f.createdAt),
          inThisZip: trackerFilePath(f),
        })),
    })),
  );
  for (const f of files) entries.push({ name: trackerFilePath(f), blob: { store: 'trackerFiles', key: f.blobKey }, at: f.createdAt });
  json(
    'tracker/networking-messages.json',
    messages.map((m) => omit(m, ['userId'])),
  );

  json(
    'interviews/mock-interviews.json',
    interviews.map((s) => ({
      ...omit(s, ['userId']),
      answers: answers.filter((a) => a.sessionId === s.id).map((a) => omit(a, ['userId', 'sessionId'])),
    })),
  );
  json(
    'interviews/assessments.json',
    assessments.map((a) => omit(a, ['userId'])),
  );
  json(
    'interviews/practice-recordings.json',
    recordings.map((r) => ({ ...omit(r, ['userId', 'blobKey']), inThisZip: recordingPath(r) })),
  );
  for (const r of recordings) entries.push({ name: recordingPath(r), blob: { store: 'practiceRecordings', key: r.blobKey }, at: r.createdAt });

  json(
    'pivotmatch/uploads.json',
    uploads.map((u) => ({ ...omit(u, ['userId', 'ownerTokenHash', 'blobKey']), inThisZip: u.fileKind ? uploadPath(u) : null })),
  );
  for (const u of uploads.filter((x) => x.fileKind))
    entries.push({ name: uploadPath(u), blob: { store: 'resumeFiles', key: fileKey(u.blobKey) }, at: u.createdAt });
  json(
    'pivotmatch/saved-searches.json',
    searches.map((s) => ({
      ...omit(s, ['userId']),
      matches: matches.filter((m) => m.savedSearchId === s.id).map((m) => omit(m, ['savedSearchId'])),
    })),
  );
  json(
    'pivotmatch/search-history.json',
    history.map((h) => omit(h, ['userId'])),
  );

  json(
    'planner.json',
    plans.map((p) => ({ ...omit(p, ['userId']), steps: steps.filter((s) => s.planId === p.id).map((s) => omit(s, ['userId', 'planId'])) })),
  );
  json(
    'elite/introductions.json',
    intros.map((r) => ({
      ...omit(r, ['userId']),
      // Which staff member moved it is staff's record, not the member's.
      history: introEvents.filter((e) => e.introductionId === r.id).map((e) => ({ status: e.status, note: e.note, at: iso(e.at) })),
    })),
  );
  json(
    'elite/coaching-bookings.json',
    bookings.map(({ booking, slot }) => ({
      ...omit(booking, ['userId', 'slotId']),
      session: {
        coachName: slot.coachName,
        startsAt: iso(slot.startsAt),
        durationMinutes: slot.durationMinutes,
        timeZone: slot.timeZone,
        meetingUrl: slot.meetingUrl,
      },
    })),
  );
  json(
    'support-requests.json',
    support.map((r) => ({
      ...omit(r, ['userId']),
      messages: supportThread.filter((m) => m.requestId === r.id).map((m) => ({ from: m.author, body: m.body, at: iso(m.createdAt) })),
    })),
  );

  entries.unshift({ name: 'README.txt', text: readme(user, now, entries), at: now });
  return entries;
}

function profileOf(user: User) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerifiedAt: iso(user.emailVerifiedAt),
    role: user.role,
    passwordChangedAt: iso(user.passwordChangedAt),
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

const trackerFilePath = (f: { id: string; fileName: string }) => `tracker/files/${f.id}-${safeName(f.fileName)}`;
const recordingPath = (r: { id: string; contentType: string }) => `interviews/recordings/${r.id}.${extensionOf(r.contentType)}`;
const uploadPath = (u: { id: string; fileName: string }) => `pivotmatch/uploads/${u.id}-${safeName(u.fileName)}`;

function omit<T extends object, K extends keyof T>(row: T, keys: K[]): Omit<T, K> {
  const out = { ...row };
  for (const k of keys) delete out[k];
  return out;
}

const README_LINES: [prefix: string, what: string][] = [
  [
    'account.json',
    'Your profile, two-factor sign-in status and passkey names, the browsers signed in, your subscriptions and their billing facts, your referral code, referrals, rewards and invitations, and your career-change checklist.',
  ],
  [
    'resumes/',
    'Each resume of the resume builder in the JSON Resume format (jsonresume.org, *.resume.json), which other tools and our own import read; its earlier versions beside it (*.versions.json), and the days you downloaded each as PDF or DOCX (downloads.json).',
  ],
  ['cover-letters.json', 'Your cover letters, with the job description and the requirements each was drafted against.'],
  ['tracker/jobs.json', 'The jobs on your tracker board with their stages, notes, dates, pay, contacts and the list of attached files.'],
  ['tracker/files/', 'The files you attached to tracked jobs, as you uploaded them.'],
  ['tracker/networking-messages.json', 'Networking and follow-up messages you sent through the tracker.'],
  ['interviews/mock-interviews.json', 'Your mock interviews: the questions, your answers and their STAR feedback and scores.'],
  ['interviews/assessments.json', 'Your work-style assessments, every take.'],
  ['interviews/practice-recordings.json', 'Your voice and video practice answers: question, transcript and speech measures.'],
  ['interviews/recordings/', 'The practice recordings themselves.'],
  ['pivotmatch/uploads.json', 'Resumes you uploaded to PivotMatch and the skills and location read from them.'],
  ['pivotmatch/uploads/', 'The original resume files you uploaded to PivotMatch.'],
  ['pivotmatch/saved-searches.json', 'Your saved PivotMatch searches and the jobs they matched.'],
  ['pivotmatch/search-history.json', 'Your past PivotMatch searches and their best results.'],
  ['planner.json', 'Your career-change plans and their steps.'],
  ['elite/introductions.json', 'Your introduction requests and what happened to each.'],
  ['elite/coaching-bookings.json', 'Your coaching session bookings.'],
  ['support-requests.json', 'Your support requests and the messages in each thread.'],
];

function readme(user: User, now: Date, entries: Entry[]): string {
  const present = (prefix: string) => entries.some((e) => (prefix.endsWith('/') ? e.name.startsWith(prefix) : e.name === prefix));
  const lines = README_LINES.filter(([prefix]) => present(prefix)).map(([prefix, what]) => `${prefix.padEnd(36)} ${what}`);
  return [
    `Your CareerPivot data, exported ${now.toISOString()} for ${user.email}.`,
    '',
    'What each file is:',
    '',
    ...lines,
    '',
    'Dates are in UTC (ISO 8601). Amounts are in cents. Files are as you gave them to us.',
    'Invoices and receipts are issued by our payment processor: download them from Manage billing on your',
    'dashboard while your account is open.',
    'Your theme, cookie choices and other display preferences are kept only in your browser, not on our',
    'servers, so they are not in this file.',
    'Not included, on purpose: your password (we only keep a one-way hash of it), your authenticator',
    'secret, recovery codes and sign-in tokens. They are secrets, and a copy of them would weaken your account.',
    '',
  ].join('\n');
}

/**
 * The ZIP as a stream: JSON is deflated, files (already compressed: PDF, DOCX, WebM) are stored,
 * each fetched from Blobs only when the stream reaches it. A file missing from Blobs is skipped
 * and named in MISSING-FILES.txt rather than failing the whole download.
 */
export function exportZipStream(entries: Entry[], stores: ExportStores): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const missing: string[] = [];
      const add = (name: string, data: Uint8Array, at: Date | undefined, compress: boolean) => {
        const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        if (at) file.mtime = at;
        zip.add(file);
        file.push(data, true);
      };
      try {
        for (const entry of entries) {
          if ('text' in entry) {
            add(entry.name, strToU8(entry.text), entry.at, true);
            continue;
          }
          const bytes = await stores[entry.blob.store].get(entry.blob.key, { type: 'arrayBuffer' });
          if (bytes) add(entry.name, new Uint8Array(bytes), entry.at, false);
          else missing.push(entry.name);
        }
        if (missing.length)
          add('MISSING-FILES.txt', strToU8(`These files were listed but could not be read from storage:\n${missing.join('\n')}\n`), undefined, true);
        zip.end();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
