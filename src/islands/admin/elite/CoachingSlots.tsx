import { useId, useMemo, useState, type FormEvent } from 'react';
import { adminRoutes } from '~/lib/admin/routes';
import { apiFormErrorMessage, apiErrorMessage, call } from '~/lib/api';
import {
  COACHING_COACH_NAME_MAX,
  COACHING_DURATION_DEFAULT,
  COACHING_DURATION_MAX,
  COACHING_DURATION_MIN,
  COACHING_DURATION_STEP,
  COACHING_MEETING_MAX,
  COACHING_REPEAT_WEEKS_MAX,
  addWeeks,
  formatDuration,
  formatInZone,
  localTimeZone,
  parseWallTime,
  timeZoneChoices,
  zoneLabel,
  zonedToUtc,
  type AdminCoachingSlot,
  type PublishSlot,
} from '~/lib/coaching';
import { showToast } from '~/stores/toast';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { SelectField, TextField } from '~/islands/ui/fields';
import { InlineError, LoadingText, tableCls, tableFrame, tableWrap, td, th, useAdminQuery } from '~/islands/admin/ui';

const DURATIONS = Array.from(
  { length: (COACHING_DURATION_MAX - COACHING_DURATION_MIN) / COACHING_DURATION_STEP + 1 },
  (_, i) => COACHING_DURATION_MIN + i * COACHING_DURATION_STEP,
);

/** What the form's time means, said before it is sent: the UTC instant(s), or why there is none. */
function preview(date: string, time: string, timeZone: string, weeks: number): { ok: boolean; text: string } | null {
  if (!parseWallTime(date, time)) return null;
  const first = zonedToUtc(parseWallTime(date, time)!, timeZone);
  if (first.kind === 'skipped') return { ok: false, text: `${time} does not exist in ${timeZone} on ${date}: the clocks go forward that night.` };
  const skipped = Array.from({ length: weeks }, (_, n) => addWeeks(date, n)).find((d) => zonedToUtc(parseWallTime(d, time)!, timeZone).kind === 'skipped');
  if (skipped) return { ok: false, text: `${time} does not exist in ${timeZone} on ${skipped}: the clocks go forward that night.` };
  const here = localTimeZone();
  const mine = here === timeZone ? '' : ` That is ${formatInZone(first.instant, here)} for you (${zoneLabel(here, first.instant)}).`;
  const utc = first.instant.toISOString().slice(11, 16);
  return { ok: true, text: `${formatInZone(first.instant, timeZone)} ${zoneLabel(timeZone, first.instant)} = ${utc} UTC.${mine}` };
}

/** Staff's side of executive coaching: publish session times in the coach's zone, see who booked, withdraw. */
export default function CoachingSlots() {
  const id = useId();
  const query = useAdminQuery(adminRoutes.coachingSlots);
  const zones = useMemo(() => timeZoneChoices(), []);
  const [form, setForm] = useState(() => ({
    coachName: '',
    date: '',
    time: '10:00',
    durationMinutes: COACHING_DURATION_DEFAULT,
    timeZone: localTimeZone(),
    meetingUrl: '',
    repeat: false,
    weeks: 4,
  }));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withdraw, setWithdraw] = useState<AdminCoachingSlot | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);

  const weeks = form.repeat ? form.weeks : 1;
  const said = preview(form.date, form.time, form.timeZone, weeks);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function publish(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    const body: PublishSlot = {
      coachName: form.coachName,
      date: form.date,
      time: form.time,
      durationMinutes: form.durationMinutes,
      timeZone: form.timeZone,
      meetingUrl: form.meetingUrl,
      weeks,
    };
    try {
      const { slots } = await call(adminRoutes.publishSlots, { body });
      showToast({ title: slots.length === 1 ? 'Slot published' : `${slots.length} slots published`, description: 'Elite members can book it now.' });
      setForm((f) => ({ ...f, date: '' }));
      query.reload();
    } catch (err) {
      setError(apiFormErrorMessage(err, 'The slot could not be published. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function confirmWithdraw() {
    if (!withdraw) return;
    setWithdrawing(true);
    try {
      const res = await call(adminRoutes.withdrawSlot, { params: { id: withdraw.id } });
      showToast({
        title: 'Slot withdrawn',
        description: withdraw.booking
          ? res.memberNotified
            ? `${withdraw.booking.memberName || withdraw.booking.memberEmail} was e-mailed that the session is cancelled.`
            : `The e-mail to ${withdraw.booking.memberEmail} could not be sent: please let them know.`
          : 'It can no longer be booked.',
        variant: withdraw.booking && !res.memberNotified ? 'destructive' : 'default',
      });
      query.reload();
    } catch (err) {
      showToast({ title: 'Slot not withdrawn', description: apiErrorMessage(err, 'Please try again.'), variant: 'destructive' });
    } finally {
      setWithdrawing(false);
      setWithdraw(null);
    }
  }

  const field = (name: string) => `${id}-${name}`;

  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        Coaching slots
      </h3>
      <form className="card space-y-4" onSubmit={publish} noValidate aria-labelledby={`${id}-form`}>
        <h4 id={`${id}-form`} className="font-semibold">
          Publish a session time
        </h4>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            id={field('coach')}
            label="Coach name"
            maxLength={COACHING_COACH_NAME_MAX}
            value={form.coachName}
            onChange={(v) => set('coachName', v)}
            required
          />
          <TextField id={field('date')} type="date" label="Date" value={form.date} onChange={(v) => set('date', v)} required />
          <TextField id={field('time')} type="time" label="Start time (coach's time)" value={form.time} onChange={(v) => set('time', v)} required />
          <SelectField id={field('zone')} label="Coach's time zone" value={form.timeZone} onChange={(v) => set('timeZone', v)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </SelectField>
          <SelectField id={field('duration')} label="Duration" value={String(form.durationMinutes)} onChange={(v) => set('durationMinutes', Number(v))}>
            {DURATIONS.map((m) => (
              <option key={m} value={m}>
                {formatDuration(m)}
              </option>
            ))}
          </SelectField>
          <TextField
            id={field('meeting')}
            label="Meeting link"
            inputMode="url"
            maxLength={COACHING_MEETING_MAX}
            placeholder="https://meet.example.com/… or a phone number"
            value={form.meetingUrl}
            onChange={(v) => set('meetingUrl', v)}
            required
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm" htmlFor={field('repeat')}>
            <input id={field('repeat')} type="checkbox" checked={form.repeat} onChange={(e) => set('repeat', e.target.checked)} />
            Repeat weekly
          </label>
          {form.repeat && (
            <span className="flex items-center gap-2 text-sm">
              <label htmlFor={field('weeks')}>for</label>
              <input
                id={field('weeks')}
                type="number"
                className="input w-20"
                min={2}
                max={COACHING_REPEAT_WEEKS_MAX}
                value={form.weeks}
                onChange={(e) => set('weeks', Math.max(1, Math.min(COACHING_REPEAT_WEEKS_MAX, Number(e.target.value) || 1)))}
                aria-describedby={field('weeks-hint')}
              />
              <span id={field('weeks-hint')}>weeks (one session a week, at the same time in the coach&apos;s zone)</span>
            </span>
          )}
        </div>
        {said && (
          <p
            className={`text-sm ${said.ok ? 'muted' : 'text-red-700 dark:text-red-300'}`}
            id={field('preview')}
            aria-live="polite"
            data-testid="coaching-slot-preview"
          >
            {said.text}
          </p>
        )}
        {error && <InlineError message={error} />}
        <button
          type="submit"
          className="btn-primary"
          disabled={busy || said?.ok === false}
          aria-describedby={said?.ok === false ? field('preview') : undefined}
        >
          {busy ? 'Publishing...' : weeks > 1 ? `Publish ${weeks} slots` : 'Publish slot'}
        </button>
      </form>

      <h4 className="font-semibold">Upcoming slots</h4>
      {query.status === 'error' && <InlineError message={query.error} onRetry={query.reload} />}
      {(query.status === 'loading' || query.status === 'idle') && <LoadingText>Loading coaching slots...</LoadingText>}
      {query.status === 'success' && (
        <div className={tableWrap} {...tableFrame('Upcoming coaching slots')}>
          <table className={tableCls}>
            <caption className="sr-only">Upcoming coaching slots</caption>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                <th scope="col" className={th}>
                  When (coach&apos;s time)
                </th>
                <th scope="col" className={th}>
                  Coach
                </th>
                <th scope="col" className={th}>
                  Booked by
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {query.data.slots.length === 0 ? (
                <tr>
                  <td colSpan={4} className={`${td} text-center muted`}>
                    No upcoming slots. Publish one above.
                  </td>
                </tr>
              ) : (
                query.data.slots.map((s) => (
                  <tr key={s.id} data-testid="admin-coaching-slot">
                    <td className={`${td} whitespace-nowrap`}>
                      {formatInZone(s.startsAt, s.timeZone)}
                      <span className="block text-xs muted">
                        {zoneLabel(s.timeZone, s.startsAt)} · {formatDuration(s.durationMinutes)}
                      </span>
                    </td>
                    <td className={td}>
                      {s.coachName}
                      <span className="block max-w-56 truncate text-xs muted">{s.meetingUrl}</span>
                    </td>
                    <td className={td}>
                      {s.booking ? (
                        <>
                          {s.booking.memberName || s.booking.memberEmail}
                          <span className="block text-xs muted">{s.booking.memberEmail}</span>
                          {s.booking.topic && <span className="block text-xs">Topic: {s.booking.topic}</span>}
                        </>
                      ) : (
                        <span className="muted">Open</span>
                      )}
                    </td>
                    <td className={td}>
                      <button type="button" className="btn-ghost px-2 text-red-700 dark:text-red-300" onClick={() => setWithdraw(s)}>
                        Withdraw
                        <span className="sr-only">
                          {' '}
                          the slot of {formatInZone(s.startsAt, s.timeZone)} with {s.coachName}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      {withdraw && (
        <ConfirmDialog
          title="Withdraw this slot?"
          confirmLabel="Withdraw slot"
          destructive
          busy={withdrawing}
          onConfirm={confirmWithdraw}
          onCancel={() => setWithdraw(null)}
        >
          <p>
            {formatInZone(withdraw.startsAt, withdraw.timeZone)} ({withdraw.timeZone}) with {withdraw.coachName}.
          </p>
          <p>
            {withdraw.booking
              ? `${withdraw.booking.memberName || withdraw.booking.memberEmail} has booked it: their booking ends and they are e-mailed that the session is cancelled.`
              : 'Nobody has booked it yet. Members can no longer book it.'}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
