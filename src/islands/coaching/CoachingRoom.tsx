import { useId, useMemo, useState } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { showToast } from '~/stores/toast';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { ApiError, apiErrorMessage, call } from '~/lib/api';
import { routeUrl } from '~/lib/route';
import {
  COACHING_TOPIC_MAX,
  NOTICE_RULE,
  formatDuration,
  formatInZone,
  formatTimeInZone,
  localTimeZone,
  coachingRoutes,
  zoneLabel,
  type CoachingBookingView,
  type CoachingSlotView,
} from '~/lib/coaching';

export default function CoachingRoom() {
  return (
    <MemberGate
      tool="coaching"
      pitch="One-to-one sessions with an executive career coach: book a time that suits you, move it or cancel it, and get a calendar invite and a reminder."
    >
      {() => <Room />}
    </MemberGate>
  );
}

type Pending =
  | { kind: 'book'; slot: CoachingSlotView }
  | { kind: 'move'; slot: CoachingSlotView; booking: CoachingBookingView }
  | { kind: 'cancel'; booking: CoachingBookingView };

const dayKey = (iso: string, zone: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: zone });
const dayTitle = (iso: string, zone: string) => new Date(iso).toLocaleDateString('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' });

/** "4:00 PM in Berlin (CET), the coach's time", or that the coach shares the member's zone. */
function CoachTime({ startsAt, timeZone, mine }: { startsAt: string; timeZone: string; mine: string }) {
  if (formatInZone(startsAt, timeZone) === formatInZone(startsAt, mine))
    return <span className="muted">{zoneLabel(timeZone, startsAt)}, the coach&apos;s zone too</span>;
  return (
    <span className="muted">
      {formatTimeInZone(startsAt, timeZone)} in {zoneLabel(timeZone, startsAt)}, the coach&apos;s time
    </span>
  );
}

function Room() {
  const gate = useGate();
  const id = useId();
  const zone = useMemo(() => localTimeZone(), []);
  const { data, error: loadError, reload: load } = useMemberQuery(coachingRoutes.overview, {}, 'Your coaching sessions could not be loaded.');
  const [moving, setMoving] = useState<CoachingBookingView | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [topic, setTopic] = useState('');
  const [busy, setBusy] = useState(false);

  const byDay = useMemo(() => {
    const groups = new Map<string, CoachingSlotView[]>();
    for (const s of data?.slots ?? []) {
      const key = dayKey(s.startsAt, zone);
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    return [...groups.values()];
  }, [data, zone]);

  if (loadError) return <InlineError message={loadError} onRetry={load} />;
  if (!data)
    return (
      <p role="status" className="muted">
        Loading your coaching sessions...
      </p>
    );

  const full = data.upcoming.length >= data.maxBookings;

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'book') {
        await call(coachingRoutes.book, { body: { slotId: pending.slot.id, topic } });
        showToast({ title: 'Session booked', description: 'The invite is on its way to your inbox.' });
      } else if (pending.kind === 'move') {
        await call(coachingRoutes.reschedule, { params: { id: pending.booking.id }, body: { slotId: pending.slot.id } });
        showToast({ title: 'Session moved', description: 'An updated invite is on its way to your inbox.' });
        setMoving(null);
      } else {
        await call(coachingRoutes.cancel, { params: { id: pending.booking.id } });
        showToast({ title: 'Session cancelled', description: 'The calendar cancellation is on its way to your inbox.' });
      }
      setTopic('');
    } catch (error) {
      if (gate.denied(error)) return;
      const title = pending.kind === 'book' ? 'Not booked' : pending.kind === 'move' ? 'Not moved' : 'Not cancelled';
      showToast({ title, description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
      if (!(error instanceof ApiError && error.status === 409)) return;
    } finally {
      setBusy(false);
      setPending(null);
    }
    load();
  }

  const noticeId = `${id}-notice`;
  const fullId = `${id}-full`;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="heading-1">Executive coaching</h1>
        <p className="mt-1 muted">
          One-to-one sessions with an executive career coach. Times are shown in your time zone, {zoneLabel(zone)}; each invite adds the session to your
          calendar.
        </p>
        <p id={noticeId} className="mt-2 text-sm">
          {NOTICE_RULE} You can hold up to {data.maxBookings} upcoming sessions at once.
        </p>
      </div>

      <section aria-labelledby={`${id}-upcoming`} className="space-y-3">
        <h2 id={`${id}-upcoming`} className="text-lg font-semibold">
          Your upcoming sessions
        </h2>
        {data.upcoming.length === 0 ? (
          <p className="text-sm muted">No sessions booked yet. Pick a time below.</p>
        ) : (
          <ul className="space-y-3">
            {data.upcoming.map((b) => {
              const lockedId = `${id}-locked-${b.id}`;
              return (
                <li key={b.id} className="card space-y-2" data-testid="coaching-booking">
                  <p className="font-semibold">
                    {formatInZone(b.slot.startsAt, zone)}
                    <span className="font-normal muted"> · {formatDuration(b.slot.durationMinutes)}</span>
                  </p>
                  <p className="text-sm">
                    With {b.slot.coachName}
                    <span className="muted"> · </span>
                    <CoachTime startsAt={b.slot.startsAt} timeZone={b.slot.timeZone} mine={zone} />
                  </p>
                  {b.topic && <p className="text-sm">Topic: {b.topic}</p>}
                  <p className="text-sm break-words">
                    {/^https?:\/\//i.test(b.slot.meetingUrl) ? (
                      <>
                        Join:{' '}
                        <a className="underline" href={b.slot.meetingUrl} target="_blank" rel="noopener noreferrer">
                          {b.slot.meetingUrl}
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </>
                    ) : (
                      <>Call: {b.slot.meetingUrl}</>
                    )}
                  </p>
                  <div className="flex flex-wrap gap-3 pt-1">
                    <a className="btn-secondary" href={routeUrl(coachingRoutes.ics, { id: b.id })} download>
                      Add to calendar (.ics)
                    </a>
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={!b.changeable}
                      aria-describedby={b.changeable ? undefined : lockedId}
                      onClick={() => setMoving(b)}
                    >
                      Move
                    </button>
                    <button
                      type="button"
                      className="btn-ghost text-red-700 dark:text-red-300"
                      disabled={!b.changeable}
                      aria-describedby={b.changeable ? undefined : lockedId}
                      onClick={() => setPending({ kind: 'cancel', booking: b })}
                    >
                      Cancel session
                    </button>
                  </div>
                  {!b.changeable && (
                    <p id={lockedId} className="text-xs muted">
                      It starts in less than {data.noticeHours} hours, so it can no longer be moved or cancelled here.{' '}
                      <a className="underline" href="/dashboard/support">
                        Write to support
                      </a>{' '}
                      if something has come up.
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-open`} className="space-y-3">
        <h2 id={`${id}-open`} className="text-lg font-semibold">
          {moving ? 'Choose a new time' : 'Book a session'}
        </h2>
        {moving && (
          <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-300 p-3 text-sm dark:border-brand-700">
            <p>
              Moving your session of {formatInZone(moving.slot.startsAt, zone)} with {moving.slot.coachName}. Pick the new time below.
            </p>
            <button type="button" className="btn-secondary py-1" onClick={() => setMoving(null)}>
              Keep the current time
            </button>
          </div>
        )}
        {full && !moving && (
          <p id={fullId} className="text-sm">
            You have {data.maxBookings} upcoming sessions, the most you can hold at once. Cancel one, or book again after one has taken place.
          </p>
        )}
        {byDay.length === 0 ? (
          <EmptyState title="No open times right now">New session times are published every week. Please look again soon.</EmptyState>
        ) : (
          byDay.map((slots) => (
            <div key={slots[0]!.id} className="space-y-2">
              <h3 className="text-sm font-semibold">{dayTitle(slots[0]!.startsAt, zone)}</h3>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
                {slots.map((s) => {
                  const blocked = !s.bookable || (full && !moving);
                  const why = !s.bookable ? noticeId : full && !moving ? fullId : undefined;
                  const label = moving ? 'Move here' : 'Book';
                  return (
                    <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm" data-testid="coaching-slot">
                      <div>
                        <p className="font-medium">
                          {formatTimeInZone(s.startsAt, zone)} · {formatDuration(s.durationMinutes)} with {s.coachName}
                        </p>
                        <p className="text-xs">
                          <CoachTime startsAt={s.startsAt} timeZone={s.timeZone} mine={zone} />
                          {!s.bookable && <span className="block">Less than {data.noticeHours} hours away: too soon to book.</span>}
                        </p>
                      </div>
                      <button
                        type="button"
                        className="btn-primary py-1"
                        disabled={blocked}
                        aria-describedby={blocked ? why : undefined}
                        onClick={() => setPending(moving ? { kind: 'move', slot: s, booking: moving } : { kind: 'book', slot: s })}
                      >
                        {label}
                        <span className="sr-only">
                          {' '}
                          {formatInZone(s.startsAt, zone)} with {s.coachName}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))
        )}
      </section>

      <section aria-labelledby={`${id}-past`} className="space-y-3">
        <h2 id={`${id}-past`} className="text-lg font-semibold">
          Past and cancelled sessions
        </h2>
        {data.past.length === 0 ? (
          <p className="text-sm muted">Sessions you have had or cancelled are listed here.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
            {data.past.map((b) => (
              <li key={b.id} className="p-3" data-testid="coaching-past">
                <span className="font-medium">{formatInZone(b.slot.startsAt, zone)}</span> with {b.slot.coachName}
                <span className="muted"> · {b.status === 'booked' ? 'Held' : b.withdrawn ? 'Cancelled by us' : 'Cancelled'}</span>
                {b.topic && <span className="block text-xs muted">Topic: {b.topic}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {pending?.kind === 'book' && (
        <ConfirmDialog
          title="Book this session?"
          confirmLabel="Book session"
          cancelLabel="Not now"
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            {formatInZone(pending.slot.startsAt, zone)} ({formatDuration(pending.slot.durationMinutes)}) with {pending.slot.coachName}.
          </p>
          <label className="label mt-3 block" htmlFor={`${id}-topic`}>
            What would you like to work on? (optional)
          </label>
          <textarea
            id={`${id}-topic`}
            className="input mt-1 min-h-24"
            maxLength={COACHING_TOPIC_MAX}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
          />
        </ConfirmDialog>
      )}
      {pending?.kind === 'move' && (
        <ConfirmDialog
          title="Move your session?"
          confirmLabel="Move session"
          cancelLabel="Not now"
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            From {formatInZone(pending.booking.slot.startsAt, zone)} to {formatInZone(pending.slot.startsAt, zone)} with {pending.slot.coachName}. Your old time
            is freed for someone else.
          </p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'cancel' && (
        <ConfirmDialog
          title="Cancel this session?"
          confirmLabel="Cancel session"
          cancelLabel="Keep it"
          destructive
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>
            {formatInZone(pending.booking.slot.startsAt, zone)} with {pending.booking.slot.coachName}. The time is freed for someone else; you can book again
            whenever you like.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
