import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Field } from '~/islands/ui/fields';
import { call } from '~/lib/api';
import { INTERVIEW_LIMITS, interviewRoutes, type RoleMatch } from '~/lib/interviews';

/** How long typing pauses before the titles are looked up. */
const LOOKUP_DELAY_MS = 200;

export interface PickedRole {
  title: string;
  /** The O*NET occupation of a title picked from the list; null for a title typed freely. */
  code: string | null;
  occupation: string | null;
}

/**
 * The role picker: a combobox over O*NET's titles and alternate titles, searched on the server.
 * Arrow keys move through the list, Enter picks, Escape closes; a title typed without picking
 * one is kept as typed.
 */
export function RolePicker({
  value,
  onChange,
  error,
}: {
  value: PickedRole;
  onChange(role: PickedRole): void;
  /** Why the role cannot be taken (none chosen), shown under the field. */
  error?: string | null;
}) {
  const id = useId();
  const [matches, setMatches] = useState<RoleMatch[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [lookupFailed, setLookupFailed] = useState(false);
  const asked = useRef(0);

  useEffect(() => {
    const q = value.title.trim();
    // Past the search's limit no title can match: say nothing rather than ask.
    if (value.code || q.length < 2 || q.length > INTERVIEW_LIMITS.roleQuery) {
      setMatches([]);
      return;
    }
    const ticket = ++asked.current;
    const timer = setTimeout(() => {
      call(interviewRoutes.roles, { query: { q } })
        .then(({ roles }) => {
          if (ticket !== asked.current) return;
          setLookupFailed(false);
          setMatches(roles);
          setActive(-1);
        })
        .catch(() => {
          if (ticket === asked.current) setLookupFailed(true);
        });
    }, LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value.title, value.code]);

  const pick = (m: RoleMatch) => {
    onChange({ title: m.title, code: m.code, occupation: m.occupation });
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && matches.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % matches.length);
    } else if (e.key === 'ArrowUp' && matches.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? matches.length - 1 : a - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && matches[active]) {
      e.preventDefault();
      pick(matches[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && matches.length > 0;
  return (
    <Field
      id={`${id}-input`}
      className="relative"
      label="Role you are interviewing for"
      error={error}
      liveHint
      hint={
        value.code
          ? `Questions about the role come from O*NET's ${value.occupation}.`
          : lookupFailed
            ? 'The list of roles is not answering; you can still type the role.'
            : 'Type a job title (e.g. "Instructional Designer") and pick it from the list.'
      }
    >
      {(control) => (
        <>
          <input
            {...control}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            autoComplete="off"
            maxLength={INTERVIEW_LIMITS.roleTitle}
            value={value.title}
            onChange={(e) => {
              onChange({ title: e.target.value, code: null, occupation: null });
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            onFocus={() => setOpen(true)}
          />
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Matching roles"
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {matches.map((m, i) => (
              <li
                key={`${m.title}|${m.code}`}
                id={`${id}-option-${i}`}
                role="option"
                aria-selected={i === active}
                className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 dark:bg-slate-800' : ''}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(m);
                }}
              >
                <span className="font-medium">{m.title}</span>
                <span className="block text-xs muted">{m.occupation}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Field>
  );
}
