import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { MemberGate, useGate } from '~/islands/member/MemberGate';
import { EmptyState } from '~/islands/ui/EmptyState';
import { InlineError } from '~/islands/ui/InlineError';
import { SelectField, TextField } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { CopyButton } from './CopyButton';
import { apiErrorMessage, call } from '~/lib/api';
import {
  LINKEDIN_ABOUT_MAX,
  LINKEDIN_HEADLINE_MAX,
  LINKEDIN_ROLE_MAX,
  linkedinRoutes,
  type LinkedInSuggestions as Answer,
  type Suggestion,
} from '~/lib/linkedin';
import { resumeRoutes } from '~/lib/resume';
import { toolPath } from '~/lib/catalogue';

const PATH = toolPath('linkedin');

export default function LinkedInSuggestions() {
  return (
    <MemberGate
      tool="linkedin"
      pitch="Headline options, an About section and the skills to add to your LinkedIn profile, written from your resume for the role you want, each with the reason. Copy each one in a click."
    >
      {() => <Tool />}
    </MemberGate>
  );
}

/** The resume and role in the address, so a reload or a shared link keeps them. */
function readAddress(): { resume: string; role: string | null } {
  const q = new URLSearchParams(window.location.search);
  return { resume: q.get('resume') ?? '', role: q.get('role') };
}
function writeAddress(resume: string, role: string) {
  const q = new URLSearchParams({ resume });
  if (role) q.set('role', role);
  window.history.replaceState(null, '', `${PATH}?${q}`);
}

function Count({ text, max }: { text: string; max: number }) {
  const over = text.length > max;
  return (
    <span className={over ? 'text-sm font-medium text-red-700 dark:text-red-300' : 'text-sm muted'}>
      {text.length.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
    </span>
  );
}

function Tool() {
  const gate = useGate();
  const { data, error: loadError, reload: load } = useMemberQuery(resumeRoutes.list, {}, 'Your resumes could not be loaded.');
  const resumes = data?.resumes ?? null;
  /** The resume and role in the address are picked once the list is in. */
  const [picked, setPicked] = useState(false);
  const [resumeId, setResumeId] = useState('');
  const [role, setRole] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const results = useRef<HTMLHeadingElement>(null);
  const [focusResults, setFocusResults] = useState(false);

  async function suggest(id: string, targetRole: string) {
    setBusy(true);
    setError(null);
    try {
      const result = await call(linkedinRoutes.suggestions, { body: { resumeId: id, targetRole } });
      setAnswer(result);
      writeAddress(id, targetRole);
      setAnnounce(`${result.headlines.length} headlines, an About section and ${result.skills.length} skills for ${result.resume.title}.`);
      setFocusResults(true);
    } catch (err) {
      if (!gate.denied(err)) setError(apiErrorMessage(err, 'The suggestions could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!resumes || picked) return;
    setPicked(true);
    const address = readAddress();
    const chosen = resumes.find((r) => r.id === address.resume) ?? resumes[0];
    if (!chosen) return;
    const targetRole = address.role ?? chosen.targetRole;
    setResumeId(chosen.id);
    setRole(targetRole);
    // Back from a reload or a link: show what was there.
    if (chosen.id === address.resume) void suggest(chosen.id, targetRole);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list arrives
  }, [resumes, picked]);

  useEffect(() => {
    if (!focusResults) return;
    results.current?.focus();
    setFocusResults(false);
  }, [focusResults]);

  function choose(id: string) {
    setResumeId(id);
    setRole(resumes?.find((r) => r.id === id)?.targetRole ?? '');
    setAnswer(null);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (resumeId) void suggest(resumeId, role.trim());
  }

  const intro = (
    <div>
      <h1 className="heading-1">LinkedIn suggestions</h1>
      <p className="mt-1 muted">
        Headlines, an About section and skills to add, written only from your resume for the role you want. Each says why; copy the ones you like and make them
        yours.
      </p>
    </div>
  );

  if (loadError)
    return (
      <div className="space-y-6">
        {intro}
        <InlineError message={loadError} onRetry={load} />
      </div>
    );
  if (!resumes || !picked)
    return (
      <div className="space-y-6">
        {intro}
        <p role="status" className="muted">
          Loading your resumes...
        </p>
      </div>
    );
  if (!resumes.length)
    return (
      <div className="space-y-6">
        {intro}
        <EmptyState
          title="You have no resumes yet"
          action={
            <a className="btn-primary" href="/dashboard/resumes">
              Create a resume
            </a>
          }
        >
          LinkedIn suggestions are written from one of your resumes. Create one (or import your resume.json), then come back.
        </EmptyState>
      </div>
    );

  return (
    <div className="space-y-6">
      {intro}
      <form className="card space-y-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="li-resume" label="Resume" value={resumeId} onChange={choose}>
            {resumes.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </SelectField>
          <TextField
            id="li-role"
            label="Target role"
            value={role}
            maxLength={LINKEDIN_ROLE_MAX}
            onChange={setRole}
            placeholder="Data analyst"
            hint="The resume's target role, unless you change it here."
          />
        </div>
        {error && <InlineError message={error} onRetry={() => void suggest(resumeId, role.trim())} />}
        <button type="submit" className="btn-primary" disabled={busy || !resumeId}>
          {busy ? 'Writing suggestions...' : 'Suggest'}
        </button>
      </form>
      <p role="status" className="sr-only">
        {announce}
      </p>
      {answer && <Results answer={answer} headingRef={results} />}
    </div>
  );
}

function Item({
  id,
  what,
  s,
  max,
  multiline = false,
  compact = false,
}: {
  id: string;
  what: string;
  s: Suggestion;
  max?: number;
  multiline?: boolean;
  compact?: boolean;
}) {
  const Tag = multiline ? 'div' : 'li';
  return (
    <Tag className={compact ? 'space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700' : 'card space-y-3 p-4'}>
      <p id={id} className={multiline ? 'whitespace-pre-line leading-7' : 'font-medium'}>
        {s.text}
      </p>
      <p className="text-sm muted">
        <span className="font-semibold">Why: </span>
        {s.reason}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CopyButton text={s.text} what={what} textId={id} />
        {max && <Count text={s.text} max={max} />}
      </div>
    </Tag>
  );
}

function Results({ answer, headingRef }: { answer: Answer; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const role = answer.targetRole;
  const editLink = `/dashboard/resumes/edit?id=${encodeURIComponent(answer.resume.id)}`;
  return (
    <section aria-labelledby="li-results" className="space-y-8" data-testid="linkedin-results">
      <div>
        <h2 id="li-results" ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
          Suggestions for {answer.resume.title}
        </h2>
        <p className="mt-1 text-sm muted">
          {role ? (
            answer.occupations.length ? (
              <>
                Skills are ranked for {role} roles, read as the O*NET occupations {answer.occupations.join('; ')}.
              </>
            ) : (
              <>Skills are ranked by how often your resume shows them.</>
            )
          ) : (
            <>No target role yet: name one above for headlines and skills aimed at it.</>
          )}
        </p>
      </div>

      {answer.tips.length > 0 && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950" data-testid="linkedin-tips">
          <h3 className="font-semibold">For better suggestions</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {answer.tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <a className="font-medium underline" href={editLink}>
              Edit {answer.resume.title}
            </a>
          </p>
        </div>
      )}

      <section aria-labelledby="li-headlines" className="space-y-3">
        <h3 id="li-headlines" className="text-xl font-semibold">
          Headlines
        </h3>
        <p className="text-sm muted">Pick one for the line under your name. LinkedIn allows {LINKEDIN_HEADLINE_MAX} characters.</p>
        <ol className="space-y-3">
          {answer.headlines.map((h, i) => (
            <Item key={h.text} id={`li-headline-${i + 1}`} what={`headline ${i + 1}`} s={h} max={LINKEDIN_HEADLINE_MAX} />
          ))}
        </ol>
      </section>

      <section aria-labelledby="li-about" className="space-y-3">
        <h3 id="li-about" className="text-xl font-semibold">
          About
        </h3>
        <p className="text-sm muted">For the About section of your profile. LinkedIn allows {LINKEDIN_ABOUT_MAX.toLocaleString('en-US')} characters.</p>
        <Item id="li-about-text" what="the About section" s={answer.about} max={LINKEDIN_ABOUT_MAX} multiline />
      </section>

      <section aria-labelledby="li-skills" className="space-y-3">
        <h3 id="li-skills" className="text-xl font-semibold">
          Skills to add
        </h3>
        {answer.skills.length ? (
          <>
            <p className="text-sm muted">
              Each one is on your resume; {role ? `those ${role} roles ask for come first.` : 'the ones it shows most come first.'}
            </p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {answer.skills.map((s, i) => (
                <Item key={s.text} id={`li-skill-${i + 1}`} what={`skill ${s.text}`} s={s} compact />
              ))}
            </ul>
          </>
        ) : (
          <EmptyState title="No skills on this resume yet">
            Add a skills section or name your tools in your bullets, and they will show here.{' '}
            <a className="underline" href={editLink}>
              Edit {answer.resume.title}
            </a>
          </EmptyState>
        )}
      </section>

      {answer.gaps.length > 0 && (
        <section aria-labelledby="li-gaps" className="space-y-3" data-testid="linkedin-gaps">
          <h3 id="li-gaps" className="text-xl font-semibold">
            Skills {role} roles ask for that your resume does not show yet
          </h3>
          <p className="text-sm muted">Gaps to learn, not skills to claim: add one to LinkedIn once a bullet on your resume shows you use it.</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {answer.gaps.map((g) => (
              <li key={g.text} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                <span className="font-medium">{g.text}</span>
                <span className="block muted">{g.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="text-xs muted">
        Role data: O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the{' '}
        <a className="underline" href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer" target="_blank">
          CC BY 4.0 license
        </a>
        . O*NET® is a trademark of USDOL/ETA.
      </p>
    </section>
  );
}
