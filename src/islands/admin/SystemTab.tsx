import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  EMAIL_TOGGLES,
  SECURITY_TOGGLES,
  SYSTEM_PARAMETERS,
  defaultSettings,
  parameterDraft,
  validateSettings,
  type AdminSettings,
  type ParameterDraft,
  type ParameterKey,
} from '~/lib/admin/settings';
import { FEATURE_FLAGS } from '~/lib/features';
import { LOG_FILTERS, type LogFilter } from '~/lib/admin/filters';
import { errorText } from '~/lib/admin/errors';
import { formatDateTime } from '~/lib/admin/format';
import type { AdminLog } from '~/lib/admin/payloads';
import { adminRoutes } from '~/lib/admin/routes';
import { showToast } from '~/stores/toast';
import { ApiError, call, fieldOfMessage } from '~/lib/api';
import { NumberField, TextAreaField } from '~/islands/ui/fields';
import { IP_ENTRY_EXAMPLES, addressInList } from '~/lib/ip-address';
import { allowListFromText, allowListText, checkAllowList, lockoutRefusal } from '~/lib/admin/ip-restriction';
import { routeUrl } from '~/lib/route';
import { Badge, DownloadIcon, InlineError, LoadingText, Switch, setCached, tableCls, tableFrame, tableWrap, td, th, useAdminQuery } from './ui';

type Toggles = Pick<AdminSettings, 'security' | 'email' | 'features'>;
type ToggleGroup = keyof Toggles;

export default function SystemTab() {
  const saved = useAdminQuery(adminRoutes.settings);
  const ready = saved.status === 'success' || saved.status === 'error';

  return (
    <div className="space-y-8">
      <h2 className="sr-only">System</h2>
      {!ready && <LoadingText>Loading settings...</LoadingText>}
      {saved.status === 'error' && (
        <InlineError prefix="Saved settings could not be loaded; showing the defaults." message={saved.error} onRetry={saved.reload} />
      )}
      {ready && <SettingsForm key={saved.status} initial={saved.data ?? defaultSettings()} yourAddress={saved.data?.yourAddress ?? null} />}
      <SystemLogs />
    </div>
  );
}

function SettingsForm({ initial, yourAddress }: { initial: AdminSettings; yourAddress: string | null }) {
  const [toggles, setToggles] = useState<Toggles>(() => ({ security: initial.security, email: initial.email, features: initial.features }));
  const [draft, setDraft] = useState<ParameterDraft>(() => parameterDraft(initial));
  const [errors, setErrors] = useState<Partial<Record<ParameterKey, string>>>({});
  const [allowText, setAllowText] = useState(() => allowListText(initial.ipAllowList));
  const [allowError, setAllowError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setToggle = (group: ToggleGroup, key: string, on: boolean) => setToggles((t) => ({ ...t, [group]: { ...t[group], [key]: on } }));

  const reset = () => {
    const d = defaultSettings();
    setToggles({ security: d.security, email: d.email, features: d.features });
    setDraft(parameterDraft(d));
    setErrors({});
    setAllowText(allowListText(d.ipAllowList));
    setAllowError(undefined);
  };

  const focusAllowList = () => formRef.current?.querySelector<HTMLTextAreaElement>('#ip-allow-list')?.focus();

  /** The list as entered, or null with the field's error shown: each wrong entry named, or the admin's own address missing. */
  const allowList = (): string[] | null => {
    const entries = allowListFromText(allowText);
    const check = checkAllowList(entries);
    let error: string | undefined;
    if (!check.ok) error = check.errors.map((e) => `Entry ${e.index + 1}: ${e.message}`).join(' ');
    // The server refuses this too; said here, the admin sees it at the list before saving.
    else if (toggles.security.ipRestriction && !addressInList(yourAddress, check.list)) error = lockoutRefusal(yourAddress);
    setAllowError(error);
    return check.ok && !error ? check.list : null;
  };

  const addMyAddress = () => {
    if (!yourAddress) return;
    const entries = allowListFromText(allowText);
    if (!entries.includes(yourAddress)) setAllowText([...entries, yourAddress].join('\n'));
    setAllowError(undefined);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const list = allowList();
    const result = validateSettings(toggles, draft, list ?? []);
    if (!result.ok || !list) {
      setErrors(result.ok ? {} : result.errors);
      const first = result.ok ? undefined : SYSTEM_PARAMETERS.find((p) => result.errors[p.key]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#param-${first.key}`)?.focus();
      else focusAllowList();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await call(adminRoutes.saveSettings, { body: result.settings });
      // The list as the server keeps it: one way of writing each entry, no repeats.
      setAllowText(allowListText(saved.settings.ipAllowList));
      setCached(adminRoutes.settings, undefined, { ...saved.settings, yourAddress });
      showToast({ title: 'Settings Saved', description: 'Your changes have been saved.' });
    } catch (err) {
      // A refusal about the list (a wrong entry, or the admin's own address missing) is shown there as well.
      if (err instanceof ApiError && err.serverMessage && (err.status === 409 || fieldOfMessage(err.serverMessage)?.field.startsWith('ipAllowList'))) {
        setAllowError(fieldOfMessage(err.serverMessage)?.text ?? err.serverMessage);
        focusAllowList();
      }
      showToast({ title: 'Settings Not Saved', description: errorText(err), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const group = (title: string, key: ToggleGroup, list: readonly { key: string; label: string; hint: string }[]) => (
    <section className="card" aria-labelledby={`settings-${key}-title`}>
      <h3 id={`settings-${key}-title`} className="mb-2 text-lg font-semibold">
        {title}
      </h3>
      <div className="divide-y divide-slate-200 dark:divide-slate-700">
        {list.map((t) => (
          <Switch
            key={t.key}
            id={`setting-${key}-${t.key}`}
            label={t.label}
            description={t.hint}
            checked={(toggles[key] as Record<string, boolean>)[t.key] ?? false}
            onChange={(on) => setToggle(key, t.key, on)}
          />
        ))}
      </div>
    </section>
  );

  return (
    <form ref={formRef} noValidate onSubmit={save} className="space-y-6" aria-label="System settings">
      <div className="grid gap-6 lg:grid-cols-2">
        {group('Security', 'security', SECURITY_TOGGLES)}
        {group('Email', 'email', EMAIL_TOGGLES)}
        {group('Feature Flags', 'features', FEATURE_FLAGS)}
        <section className="card" aria-labelledby="settings-parameters-title">
          <h3 id="settings-parameters-title" className="mb-4 text-lg font-semibold">
            System Parameters
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {SYSTEM_PARAMETERS.map((p) => {
              const err = errors[p.key];
              return (
                <NumberField
                  key={p.key}
                  id={`param-${p.key}`}
                  label={p.label}
                  min={p.min}
                  max={p.max}
                  step={1}
                  value={draft[p.key]}
                  error={err}
                  onChange={(value) => setDraft((d) => ({ ...d, [p.key]: value }))}
                />
              );
            })}
          </div>
        </section>
      </div>
      <section className="card" aria-labelledby="settings-ip-title">
        <h3 id="settings-ip-title" className="mb-2 text-lg font-semibold">
          Admin Center access
        </h3>
        <p className="mb-4 text-sm muted">
          While IP restriction is on (under Security), the Admin Center and its data answer only these addresses and ranges, IPv4 and IPv6.
        </p>
        <TextAreaField
          id="ip-allow-list"
          label="Allowed IP addresses and ranges"
          hint={`One a line: an address or a CIDR range, for example ${IP_ENTRY_EXAMPLES}.`}
          rows={4}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          inputClassName="font-mono"
          value={allowText}
          error={allowError}
          onChange={(value) => {
            setAllowText(value);
            setAllowError(undefined);
          }}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span data-testid="your-address">Your address: {yourAddress ?? 'unknown'}</span>
          {yourAddress && (
            <button type="button" className="btn-secondary" onClick={addMyAddress} disabled={saving || allowListFromText(allowText).includes(yourAddress)}>
              Add my address
            </button>
          )}
        </div>
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={reset} disabled={saving}>
          Reset to Defaults
        </button>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <span className="spinner" aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}

const LEVEL_TONES = { error: 'bad', warning: 'warn', info: 'neutral' } as const;

function SystemLogs() {
  const [filter, setFilter] = useState<LogFilter>('all');
  const first = useAdminQuery(adminRoutes.logs, { query: { filter } });
  // Later pages, appended by "Show older entries"; a new filter starts again from its first page.
  const [more, setMore] = useState<{ filter: LogFilter; entries: AdminLog[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const extra = more?.filter === filter ? more : null;
  const rows = useMemo(() => [...(first.data?.entries ?? []), ...(extra?.entries ?? [])], [first.data, extra]);
  const next = extra ? extra.next : (first.data?.next ?? null);
  const logs = first;

  const showOlder = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await call(adminRoutes.logs, { query: { filter, before: next } });
      setMore({ filter, entries: [...(extra?.entries ?? []), ...page.entries], next: page.next });
    } catch (err) {
      showToast({ title: 'Logs Not Loaded', description: errorText(err), variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="space-y-4" aria-labelledby="system-logs-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="system-logs-title" className="text-xl font-semibold">
          System Logs
        </h3>
        {rows.length === 0 ? (
          <button type="button" className="btn-secondary" disabled>
            <DownloadIcon />
            Export Logs
          </button>
        ) : (
          <a className="btn-secondary" href={routeUrl(adminRoutes.logsExport, {}, { filter })} download>
            <DownloadIcon />
            Export Logs
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter logs">
        {LOG_FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            aria-pressed={filter === f.key}
            onClick={() => setFilter(f.key)}
            className={filter === f.key ? 'btn-primary' : 'btn-secondary'}
          >
            {f.label}
          </button>
        ))}
      </div>
      {logs.status === 'error' && <InlineError prefix="Logs could not be loaded." message={logs.error} onRetry={logs.reload} />}
      {(logs.status === 'loading' || logs.status === 'idle') && <LoadingText>Loading logs...</LoadingText>}
      {logs.status === 'success' && (
        <div className={tableWrap} {...tableFrame('System logs')}>
          <table className={tableCls}>
            <caption className="sr-only">System logs</caption>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                <th scope="col" className={th}>
                  Time
                </th>
                <th scope="col" className={th}>
                  Level
                </th>
                <th scope="col" className={th}>
                  Category
                </th>
                <th scope="col" className={th}>
                  Message
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={4} className={`${td} text-center muted`}>
                    No logs found.
                  </td>
                </tr>
              ) : (
                rows.map((l) => (
                  <tr key={l.id}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(l.time)}</td>
                    <td className={td}>
                      <Badge tone={LEVEL_TONES[l.level as keyof typeof LEVEL_TONES] ?? 'neutral'}>{l.level}</Badge>
                    </td>
                    <td className={td}>{l.category}</td>
                    <td className={td}>
                      {l.message}
                      {l.user && <span className="block text-xs muted">{l.user}</span>}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {logs.status === 'success' && next && (
        <button type="button" className="btn-secondary" onClick={showOlder} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore && <span className="spinner" aria-hidden="true" />}
          Show older entries
        </button>
      )}
    </section>
  );
}
