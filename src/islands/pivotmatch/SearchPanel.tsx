import { SKILLS_SHOWN, type SkillEvidence } from '~/lib/pivotmatch';
import { Field, TextField } from '~/islands/ui/fields';
import { SkillChips } from './SkillChips';
import { SearchIcon } from './icons';

export interface FilterText {
  location: string;
  title: string;
  company: string;
}

interface Props {
  filters: FilterText;
  onChange: (filters: FilterText) => void;
  /** The location read from the resume, for the "From resume" tag. */
  resumeLocation: string | null;
  skills: string[];
  /** The text behind each skill, shown on hover and focus. */
  evidence: SkillEvidence[];
  hasSession: boolean;
  searching: boolean;
  onSearch: () => void;
  onUploadAnother: () => void;
  onDelete: () => void;
}

/** Filters, the extracted skills and the search button. */
export function SearchPanel({ filters, onChange, resumeLocation, skills, evidence, hasSession, searching, onSearch, onUploadAnother, onDelete }: Props) {
  const fromResume = !!resumeLocation && filters.location === resumeLocation;

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {/* One hint under the three fields describes them all: each names it, in place of a hint of its own. */}
      <Field id="pm-location" label="Location" className="relative">
        {(control) => (
          <>
            {fromResume && (
              <span className="absolute right-0 top-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                From resume
              </span>
            )}
            <input
              {...control}
              value={filters.location}
              placeholder="e.g. Tampa, FL or Remote"
              aria-describedby="pm-list-hint"
              onChange={(e) => onChange({ ...filters, location: e.currentTarget.value })}
            />
          </>
        )}
      </Field>
      <TextField
        id="pm-title"
        label="Job Title"
        value={filters.title}
        placeholder="e.g. Project Manager"
        aria-describedby="pm-list-hint"
        onChange={(title) => onChange({ ...filters, title })}
      />
      <TextField
        id="pm-company"
        label="Company"
        value={filters.company}
        placeholder="e.g. HubSpot"
        aria-describedby="pm-list-hint"
        onChange={(company) => onChange({ ...filters, company })}
      />
      <p id="pm-list-hint" className="muted text-xs">
        Separate several values with commas.
      </p>

      <button type="submit" className="btn-primary w-full" disabled={searching || !hasSession}>
        {searching ? <span className="spinner" aria-hidden="true" /> : <SearchIcon />}
        {searching ? 'Searching...' : 'Find Matching Jobs'}
      </button>

      {skills.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Skills from your resume</h3>
          {/* Keyed by the list, so another resume starts collapsed. */}
          <SkillChips
            key={skills.join('\n')}
            skills={skills}
            limit={SKILLS_SHOWN}
            chipClass="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            testId="resume-skills"
            evidence={evidence}
            expandable
          />
        </div>
      )}

      <button type="button" className="btn-secondary w-full" onClick={onUploadAnother}>
        Upload Different Resume
      </button>
      {hasSession && (
        <button type="button" className="btn-ghost w-full text-red-800 dark:text-red-300" onClick={onDelete}>
          Delete My Resume
        </button>
      )}
    </form>
  );
}
