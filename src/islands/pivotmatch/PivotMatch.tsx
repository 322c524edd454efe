import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { showToast } from '~/stores/toast';
import { call } from '~/lib/api';
import {
  POLL_INTERVAL_MS,
  PROGRESS_TICK_MS,
  fallbackDelayMs,
  nextProgress,
  pivotmatchRoutes,
  sampleMatches,
  splitFilterList,
  uploadFailureMessage,
  uploadParts,
  validateResumeFile,
  type JobMatch,
  type ResumeStatusResponse,
  type SearchFilters,
  type SkillEvidence,
  type UploadResumeResponse,
} from '~/lib/pivotmatch';
import { NO_ROLES, type ResumeRoles } from '~/lib/resume-roles';
import { routeUrl } from '~/lib/route';
import { readEvidence } from '~/lib/skill-evidence';
import { UploadPanel, type UploadPhase } from './UploadPanel';
import { SearchPanel, type FilterText } from './SearchPanel';
import { JobResults } from './JobResults';
import { RolesPanel } from './RolesPanel';
import { SaveSearch } from './SaveSearch';

type Tab = 'upload' | 'search';
const TABS: { id: Tab; label: string }[] = [
  { id: 'upload', label: 'Upload Resume' },
  { id: 'search', label: 'Search Jobs' },
];

interface Session {
  sessionId: string;
  skills: string[];
  evidence: SkillEvidence[];
  location: string;
  roles: ResumeRoles;
}

const UPLOAD_FAILED = 'Failed to upload resume';
const STATUS_FAILED = 'Failed to check resume status';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** PivotMatch: upload a resume, wait for it to be processed, then search matching jobs. */
export default function PivotMatch({ children }: { children?: ReactNode }) {
  const [tab, setTab] = useState<Tab>('upload');
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [session, setSession] = useState<Session | null>(null);
  const [filters, setFilters] = useState<FilterText>({ location: '', title: '', company: '' });
  const [searching, setSearching] = useState(false);
  const [matches, setMatches] = useState<JobMatch[] | null>(null);
  const [samples, setSamples] = useState(false);
  /** Of the last search: matches kept back below Elite, whether the viewer has Elite, and its filters. */
  const [moreCount, setMoreCount] = useState(0);
  const [elite, setElite] = useState(false);
  const [searchedFilters, setSearchedFilters] = useState<SearchFilters | null>(null);
  const [placeNote, setPlaceNote] = useState<string | null>(null);

  const mounted = useRef(true);
  const progressTimer = useRef<ReturnType<typeof setInterval>>(undefined);
  const pollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ upload: null, search: null });

  const focusSearchTab = useRef(false);
  const uploadPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSearchTab.current && tab === 'search') {
      focusSearchTab.current = false;
      tabRefs.current.search?.focus();
    }
  }, [tab, session]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearInterval(progressTimer.current);
      clearTimeout(pollTimer.current);
    };
  }, []);

  const searchEnabled = session !== null;
  const enabledTabs = TABS.filter((t) => t.id === 'upload' || searchEnabled);

  function selectTab(id: Tab, focus = false) {
    setTab(id);
    if (focus) tabRefs.current[id]?.focus();
  }

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>) {
    const i = enabledTabs.findIndex((t) => t.id === tab);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (i + 1) % enabledTabs.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + enabledTabs.length) % enabledTabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = enabledTabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    const target = enabledTabs[next];
    if (target) selectTab(target.id, true);
  }

  function stopProgress() {
    clearInterval(progressTimer.current);
    progressTimer.current = undefined;
  }

  function fail(title: string, description: string) {
    stopProgress();
    clearTimeout(pollTimer.current);
    setPhase('idle');
    setProgress(0);
    showToast({ title, description, variant: 'destructive' });
  }

  async function checkStatus(sessionId: string): Promise<void> {
    if (!mounted.current) return;
    let status: ResumeStatusResponse;
    try {
      status = await call(pivotmatchRoutes.status, { params: { sessionId } });
    } catch {
      if (mounted.current) fail('Processing failed', STATUS_FAILED);
      return;
    }
    if (!mounted.current) return;
    if (status.status === 'processing') {
      pollTimer.current = setTimeout(() => void checkStatus(sessionId), POLL_INTERVAL_MS);
      return;
    }
    if (status.status !== 'completed') {
      fail('Processing failed', (status.status === 'failed' && status.message) || STATUS_FAILED);
      return;
    }
    const rawSkills: unknown = status.data?.skills;
    const rawLocation: unknown = status.data?.location;
    const skills = Array.isArray(rawSkills) ? rawSkills.filter((s): s is string => typeof s === 'string') : [];
    const location = typeof rawLocation === 'string' ? rawLocation.trim() : '';
    setSession({ sessionId, skills, evidence: readEvidence(status.data?.evidence), location, roles: status.data?.roles ?? NO_ROLES });
    setFilters({ location, title: '', company: '' });
    setMatches(null);
    setSamples(false);
    setPhase('idle');
    setProgress(0);
    showToast({
      title: 'Resume processed successfully',
      description: skills.length ? `We found ${skills.length} skills on your resume.` : undefined,
    });
    // Focus follows the switch (after render) so keyboard users are not left on the hidden upload panel.
    const active = document.activeElement;
    focusSearchTab.current = !active || active === document.body || !!uploadPanel.current?.contains(active);
    selectTab('search');
  }

  async function upload(file: File): Promise<void> {
    const problem = validateResumeFile(file);
    if (problem) {
      showToast({ ...problem, variant: 'destructive' });
      return;
    }
    setPhase('uploading');
    setProgress(0);
    stopProgress();
    progressTimer.current = setInterval(() => setProgress((p) => nextProgress(p)), PROGRESS_TICK_MS);

    let body: UploadResumeResponse = { success: false, sessionId: '' };
    try {
      const parts = uploadParts(file.size);
      for (const [index, [start, end]] of parts.entries()) {
        const form = new FormData();
        form.append('resume', parts.length === 1 ? file : new File([file.slice(start, end)], file.name, { type: file.type }));
        if (parts.length > 1) {
          form.append('partIndex', String(index));
          form.append('partCount', String(parts.length));
          form.append('totalBytes', String(file.size));
          if (index > 0) form.append('uploadId', body.sessionId);
        }
        const res = await fetch(routeUrl(pivotmatchRoutes.upload), { method: 'POST', body: form, credentials: 'include' });
        const text = await res.text();
        if (!res.ok) throw new Error(uploadFailureMessage(text));
        try {
          body = JSON.parse(text) as UploadResumeResponse;
        } catch {
          throw new Error(UPLOAD_FAILED);
        }
        if (!body.success || !body.sessionId) throw new Error(body.message || UPLOAD_FAILED);
      }
    } catch (err) {
      if (mounted.current) fail('Upload failed', err instanceof Error && err.message ? err.message : 'An unknown error occurred');
      return;
    }
    if (!mounted.current) return;
    stopProgress();
    setProgress(100);
    setPhase('processing');
    showToast({ title: 'Resume uploaded successfully', description: 'Processing your resume...' });
    await checkStatus(body.sessionId);
  }

  /** The owner's right to remove their resume and everything read from it (issue 4, privacy). */
  async function deleteResume(): Promise<void> {
    if (!session) return;
    try {
      const res = await call(pivotmatchRoutes.discard, { params: { sessionId: session.sessionId } });
      setSession(null);
      setMatches(null);
      setSamples(false);
      selectTab('upload', true);
      showToast({ title: 'Resume Deleted', description: res.message ?? 'Your resume has been deleted.' });
    } catch {
      showToast({ title: 'Delete Failed', description: 'Your resume could not be deleted. Please try again.', variant: 'destructive' });
    }
  }

  async function search(): Promise<void> {
    if (searching) return;
    const request: SearchFilters = {
      location: splitFilterList(filters.location),
      title: splitFilterList(filters.title),
      company: splitFilterList(filters.company),
    };
    setSearching(true);
    try {
      if (!session) throw new Error('No resume session');
      const res = await call(pivotmatchRoutes.search, { body: { sessionId: session.sessionId, filters: request } });
      if (!res.success || !Array.isArray(res.matches)) throw new Error(res.message || 'Search failed');
      if (!mounted.current) return;
      const more = typeof res.moreCount === 'number' && res.moreCount > 0 ? res.moreCount : 0;
      setMatches(res.matches);
      setSamples(false);
      setMoreCount(more);
      setElite(res.elite === true);
      setSearchedFilters(request);
      setPlaceNote(typeof res.placeNote === 'string' ? res.placeNote : null);
      const n = res.matches.length + more;
      if (n === 0) showToast({ title: 'No matches found', description: 'Try adjusting your filters' });
      else showToast({ title: 'Job matches found', description: `Found ${n} matching ${n === 1 ? 'job' : 'jobs'}` });
    } catch {
      if (!mounted.current) return;
      showToast({ title: 'Using location-based matching', description: 'Finding companies near your location...' });
      await wait(fallbackDelayMs());
      if (!mounted.current) return;
      const found = sampleMatches(request);
      setMatches(found);
      setSamples(true);
      setMoreCount(0);
      setElite(false);
      setPlaceNote(null);
      const n = found.length;
      if (n === 0) showToast({ title: 'No matches found', description: 'Try adjusting your filters' });
      else showToast({ title: 'Companies matched to your location', description: `Found ${n} ${n === 1 ? 'company' : 'companies'} hiring near you` });
    } finally {
      if (mounted.current) setSearching(false);
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <div className="card lg:col-span-2">
        <div role="tablist" aria-label="PivotMatch steps" className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {TABS.map((t) => {
            const selected = tab === t.id;
            const disabled = t.id === 'search' && !searchEnabled;
            return (
              <button
                key={t.id}
                ref={(el) => {
                  tabRefs.current[t.id] = el;
                }}
                type="button"
                role="tab"
                id={`pm-tab-${t.id}`}
                aria-controls={`pm-panel-${t.id}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                disabled={disabled}
                onClick={() => selectTab(t.id)}
                onKeyDown={onTabKey}
                className={`rounded-md px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
                  selected
                    ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-100'
                    : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
                }`}
              >
                {t.label}
              </button>
            );
          })}
        </div>

        <div ref={uploadPanel} role="tabpanel" id="pm-panel-upload" aria-labelledby="pm-tab-upload" hidden={tab !== 'upload'}>
          <UploadPanel phase={phase} progress={progress} onFile={(f) => void upload(f)}>
            {children}
          </UploadPanel>
        </div>
        <div role="tabpanel" id="pm-panel-search" aria-labelledby="pm-tab-search" hidden={tab !== 'search'}>
          {session && (
            <div className="mb-4">
              <RolesPanel
                sessionId={session.sessionId}
                roles={session.roles}
                onChange={(roles) => {
                  setSession({ ...session, roles });
                  // Results already shown follow the new roles.
                  if (matches !== null) void search();
                }}
              />
            </div>
          )}
          <SearchPanel
            filters={filters}
            onChange={setFilters}
            resumeLocation={session?.location || null}
            skills={session?.skills ?? []}
            evidence={session?.evidence ?? []}
            hasSession={session !== null}
            searching={searching}
            onSearch={() => void search()}
            onUploadAnother={() => selectTab('upload', true)}
            onDelete={() => void deleteResume()}
          />
        </div>
      </div>

      <div className="lg:col-span-3">
        <JobResults
          hasSession={session !== null}
          searching={searching}
          matches={matches}
          samples={samples}
          moreCount={moreCount}
          placeNote={placeNote}
          actions={
            elite && session && searchedFilters && !samples ? (
              <SaveSearch key={`${session.sessionId}:${JSON.stringify(searchedFilters)}`} sessionId={session.sessionId} filters={searchedFilters} />
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
