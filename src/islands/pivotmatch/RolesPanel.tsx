import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage, call } from '~/lib/api';
import type { RoleMatch } from '~/lib/interviews';
import { TextField } from '~/islands/ui/fields';
import { pivotmatchRoutes } from '~/lib/pivotmatch';
import type { ResumeRole, ResumeRoles } from '~/lib/resume-roles';

type RoleKey = 'current' | 'target';

/** A title the picker offers, with its occupation. */
type TitleOption = RoleMatch;

interface Props {
  sessionId: string;
  roles: ResumeRoles;
  /** Called with the roles as saved; the search follows them. */
  onChange: (roles: ResumeRoles) => void;
}

const TITLE_SEARCH_DELAY_MS = 200;

function RoleName({ role }: { role: ResumeRole }) {
  return (
    <>
      <strong>{role.title}</strong>
      {role.occupation && role.occupation.title.toLowerCase() !== role.title.toLowerCase() && <span className="muted"> ({role.occupation.title})</span>}
    </>
  );
}

/** A title search over O*NET's titles: type, then pick one (each names its occupation). */
function RolePicker({ role, initial, onPick, onCancel }: { role: RoleKey; initial: string; onPick: (o: TitleOption) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [q, setQ] = useState(initial);
  const [options, setOptions] = useState<TitleOption[]>([]);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const typed = q.trim();
    if (typed.length < 2) {
      setOptions([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      call(pivotmatchRoutes.occupationTitles, { query: { q: typed } })
        .then((res) => live && setOptions(res.titles))
        .catch((err: unknown) => live && setError(apiErrorMessage(err, 'Titles could not be searched. Please try again.')));
    }, TITLE_SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  async function pick(o: TitleOption) {
    setSaving(true);
    setError('');
    try {
      await onPick(o);
    } catch (err) {
      setError(apiErrorMessage(err, 'The role could not be saved. Please try again.'));
      setSaving(false);
    }
  }

  const label = role === 'current' ? 'Your current role (job title)' : 'The role you are moving toward (job title)';
  return (
    <div className="mt-3 space-y-2">
      <TextField
        ref={input}
        id={`${id}-q`}
        label={label}
        value={q}
        autoComplete="off"
        liveHint
        hint={q.trim().length < 2 ? 'Type at least two letters.' : `${options.length} ${options.length === 1 ? 'title' : 'titles'} found.`}
        onKeyDown={(e) => {
          // Escape leaves the picker as it was, like Cancel.
          if (e.key === 'Escape') onCancel();
        }}
        onChange={(text) => {
          setQ(text);
          setError('');
        }}
      />
      {options.length > 0 && (
        <ul className="max-h-56 space-y-1 overflow-y-auto" aria-label="Matching titles">
          {options.map((o) => (
            <li key={`${o.title}|${o.code}`}>
              <button
                type="button"
                className="w-full rounded-md px-2 py-1 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                disabled={saving}
                onClick={() => void pick(o)}
              >
                {o.title} <span className="muted">({o.occupation})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="text-sm text-red-800 dark:text-red-300" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn-ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** "We read you as … moving toward …", with a way to change either role. */
export function RolesPanel({ sessionId, roles, onChange }: Props) {
  const [editing, setEditing] = useState<RoleKey | null>(null);
  const [error, setError] = useState('');

  async function save(role: RoleKey, title: string | null, code: string | null) {
    const res = await call(pivotmatchRoutes.roles, { body: { sessionId, role, title, code } });
    setEditing(null);
    onChange(res.roles);
  }

  async function clearTarget() {
    setError('');
    try {
      await save('target', null, null);
    } catch (err) {
      setError(apiErrorMessage(err, 'The role could not be saved. Please try again.'));
    }
  }

  const { current, target } = roles;
  return (
    <section className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700" aria-labelledby="pm-roles-heading" data-testid="resume-roles">
      <h3 id="pm-roles-heading" className="sr-only">
        Your roles
      </h3>
      <p data-testid="roles-sentence">
        {current ? (
          <>
            We read you as <RoleName role={current} />
          </>
        ) : (
          <>We could not read your current role</>
        )}
        {target ? (
          <>
            {' '}
            moving toward <RoleName role={target} />.
          </>
        ) : (
          <>. Add the role you are moving toward to rank its jobs first.</>
        )}
      </p>
      {current?.evidence && <p className="muted mt-1 text-xs">From your resume: ‘{current.evidence}’</p>}
      {target?.evidence && <p className="muted mt-1 text-xs">From your resume: ‘{target.evidence}’</p>}
      {editing ? (
        <RolePicker
          key={editing}
          role={editing}
          initial={(editing === 'current' ? current?.title : target?.title) ?? ''}
          onPick={(o) => save(editing, o.title, o.code)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => setEditing('current')}>
            Change current role
          </button>
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => setEditing('target')}>
            {target ? 'Change target role' : 'Add a target role'}
          </button>
          {target && (
            <button type="button" className="btn-ghost px-3 py-1 text-sm" onClick={() => void clearTarget()}>
              Remove target role
            </button>
          )}
        </div>
      )}
      {error && (
        <p className="mt-2 text-sm text-red-800 dark:text-red-300" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
