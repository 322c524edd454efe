import { RESUME_LIMITS, type ResumeData } from '~/lib/resume';
import { BulletList, DateField, EntryList, Field, KeywordsField } from './fields';

export interface SectionProps {
  data: ResumeData;
  /** Every edit goes through the editor's autosave. */
  setData(fn: (d: ResumeData) => ResumeData): void;
  /** What an import may have misread in a field ("work.1.startDate"), if anything. */
  doubtOf(path: string): string | undefined;
}

/** The resume's sections, in the order the resume shows them. */
export function ResumeSections(props: SectionProps) {
  return (
    <>
      <BasicsSection {...props} />
      <SummarySection {...props} />
      <WorkSection {...props} />
      <EducationSection {...props} />
      <SkillsSection {...props} />
      <CertificatesSection {...props} />
      <ProjectsSection {...props} />
      <LanguagesSection {...props} />
      <LinksSection {...props} />
    </>
  );
}

/** The setters a section changes the resume with. */
function edits({ setData }: SectionProps) {
  const setBasics = (patch: Partial<ResumeData['basics']>) => setData((d) => ({ ...d, basics: { ...d.basics, ...patch } }));
  const setLocation = (patch: Partial<ResumeData['basics']['location']>) =>
    setData((d) => ({ ...d, basics: { ...d.basics, location: { ...d.basics.location, ...patch } } }));
  const setList =
    <K extends 'work' | 'education' | 'skills' | 'certificates' | 'projects' | 'languages'>(key: K) =>
    (items: ResumeData[K]) =>
      setData((d) => ({ ...d, [key]: items }));
  return { setBasics, setLocation, setList };
}

/** An entry's field by its editor prefix ("work-1") and name: "work.1.startDate". */
const doubtAtOf = (doubtOf: SectionProps['doubtOf']) => (prefix: string, field: string) => doubtOf(`${prefix.replace('-', '.')}.${field}`);

/** Name, headline, contact details and place. */
function BasicsSection(props: SectionProps) {
  const { setBasics, setLocation } = edits(props);
  const { basics } = props.data;
  return (
    <section className="card p-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Basics</legend>
        <Field id="basics-name" label="Full name" value={basics.name} onChange={(name) => setBasics({ name })} />
        <Field id="basics-label" label="Headline" placeholder="Product operations analyst" value={basics.label} onChange={(label) => setBasics({ label })} />
        <Field id="basics-email" label="Email" type="email" value={basics.email} onChange={(email) => setBasics({ email })} />
        <Field id="basics-phone" label="Phone" type="tel" value={basics.phone} onChange={(phone) => setBasics({ phone })} />
        <Field id="basics-url" label="Website" type="url" value={basics.url} onChange={(url) => setBasics({ url })} className="sm:col-span-2" />
        <Field id="basics-city" label="City" value={basics.location.city} onChange={(city) => setLocation({ city })} />
        <Field id="basics-region" label="Region or state" value={basics.location.region} onChange={(region) => setLocation({ region })} />
        <Field
          id="basics-country"
          label="Country code"
          max={8}
          placeholder="US"
          value={basics.location.countryCode}
          onChange={(countryCode) => setLocation({ countryCode })}
        />
      </fieldset>
    </section>
  );
}

/** The professional summary. */
function SummarySection(props: SectionProps) {
  const { setBasics } = edits(props);
  const { basics } = props.data;
  return (
    <section className="card p-5">
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">Summary</legend>
        <Field
          id="basics-summary"
          label="Professional summary"
          rows={5}
          max={RESUME_LIMITS.summary}
          hint="Two or three sentences: who you are, the role you want, and what you bring from your last field."
          value={basics.summary}
          onChange={(summary) => setBasics({ summary })}
        />
      </fieldset>
    </section>
  );
}

/** Experience: each job with its dates and bullets. */
function WorkSection(props: SectionProps) {
  const { setList } = edits(props);
  const doubtAt = doubtAtOf(props.doubtOf);
  const { data } = props;
  return (
    <EntryList
      id="work"
      legend="Experience"
      noun="job"
      items={data.work}
      onChange={setList('work')}
      name={(w) => [w.position, w.name].filter(Boolean).join(' at ')}
      blank={() => ({ name: '', position: '', location: '', startDate: '', endDate: '', summary: '', highlights: [] })}
    >
      {(w, set, p) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${p}-name`} label="Company" value={w.name} doubt={doubtAt(p, 'name')} onChange={(name) => set({ name })} />
            <Field id={`${p}-position`} label="Position" value={w.position} doubt={doubtAt(p, 'position')} onChange={(position) => set({ position })} />
            <Field id={`${p}-location`} label="Location" value={w.location} onChange={(location) => set({ location })} className="sm:col-span-2" />
            <DateField id={`${p}-start`} label="Start" value={w.startDate} doubt={doubtAt(p, 'startDate')} onChange={(startDate) => set({ startDate })} />
            <DateField id={`${p}-end`} label="End" hint="Leave empty if you work there now." value={w.endDate} onChange={(endDate) => set({ endDate })} />
          </div>
          <Field id={`${p}-summary`} label="What the role was" rows={2} max={RESUME_LIMITS.long} value={w.summary} onChange={(summary) => set({ summary })} />
          <BulletList
            id={p}
            owner={[w.position, w.name].filter(Boolean).join(' at ') || 'this job'}
            items={w.highlights}
            doubtOf={(j) => doubtAt(p, j < 0 ? 'highlights' : `highlights.${j}`)}
            onChange={(highlights) => set({ highlights })}
          />
        </>
      )}
    </EntryList>
  );
}

function EducationSection(props: SectionProps) {
  const { setList } = edits(props);
  const { data } = props;
  return (
    <EntryList
      id="education"
      legend="Education"
      noun="school"
      items={data.education}
      onChange={setList('education')}
      name={(e) => e.institution}
      blank={() => ({ institution: '', area: '', studyType: '', startDate: '', endDate: '', score: '' })}
    >
      {(e, set, p) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${p}-institution`} label="Institution" value={e.institution} onChange={(institution) => set({ institution })} className="sm:col-span-2" />
          <Field id={`${p}-type`} label="Degree or type" placeholder="Bachelor of Science" value={e.studyType} onChange={(studyType) => set({ studyType })} />
          <Field id={`${p}-area`} label="Field of study" value={e.area} onChange={(area) => set({ area })} />
          <DateField id={`${p}-start`} label="Start" value={e.startDate} onChange={(startDate) => set({ startDate })} />
          <DateField id={`${p}-end`} label="End" value={e.endDate} onChange={(endDate) => set({ endDate })} />
          <Field id={`${p}-score`} label="Grade or honours" value={e.score} onChange={(score) => set({ score })} />
        </div>
      )}
    </EntryList>
  );
}

function SkillsSection(props: SectionProps) {
  const { setList } = edits(props);
  const { data } = props;
  return (
    <EntryList
      id="skills"
      legend="Skills"
      noun="skill"
      items={data.skills}
      onChange={setList('skills')}
      name={(s) => s.name}
      blank={() => ({ name: '', level: '', keywords: [] })}
      description="Group them: a name such as “Data analysis”, then the tools and methods as keywords."
    >
      {(s, set, p) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${p}-name`} label="Skill" value={s.name} onChange={(name) => set({ name })} />
          <Field id={`${p}-level`} label="Level (optional)" value={s.level} onChange={(level) => set({ level })} />
          <div className="sm:col-span-2">
            <KeywordsField id={`${p}-keywords`} label="Keywords" value={s.keywords} onChange={(keywords) => set({ keywords })} />
          </div>
        </div>
      )}
    </EntryList>
  );
}

function CertificatesSection(props: SectionProps) {
  const { setList } = edits(props);
  const doubtAt = doubtAtOf(props.doubtOf);
  const { data } = props;
  return (
    <EntryList
      id="certificates"
      legend="Certificates"
      noun="certificate"
      items={data.certificates}
      onChange={setList('certificates')}
      name={(c) => c.name}
      blank={() => ({ name: '', issuer: '', date: '', url: '' })}
    >
      {(c, set, p) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${p}-name`} label="Certificate" value={c.name} doubt={doubtAt(p, 'name')} onChange={(name) => set({ name })} />
          <Field id={`${p}-issuer`} label="Issuer" value={c.issuer} onChange={(issuer) => set({ issuer })} />
          <DateField id={`${p}-date`} label="Date" value={c.date} onChange={(date) => set({ date })} />
          <Field id={`${p}-url`} label="Link" type="url" value={c.url} onChange={(url) => set({ url })} />
        </div>
      )}
    </EntryList>
  );
}

function ProjectsSection(props: SectionProps) {
  const { setList } = edits(props);
  const { data } = props;
  return (
    <EntryList
      id="projects"
      legend="Projects"
      noun="project"
      items={data.projects}
      onChange={setList('projects')}
      name={(pr) => pr.name}
      blank={() => ({ name: '', description: '', url: '', startDate: '', endDate: '', highlights: [] })}
    >
      {(pr, set, p) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${p}-name`} label="Project" value={pr.name} onChange={(name) => set({ name })} />
            <Field id={`${p}-url`} label="Link" type="url" value={pr.url} onChange={(url) => set({ url })} />
            <DateField id={`${p}-start`} label="Start" value={pr.startDate} onChange={(startDate) => set({ startDate })} />
            <DateField id={`${p}-end`} label="End" value={pr.endDate} onChange={(endDate) => set({ endDate })} />
          </div>
          <Field
            id={`${p}-description`}
            label="Description"
            rows={2}
            max={RESUME_LIMITS.long}
            value={pr.description}
            onChange={(description) => set({ description })}
          />
          <BulletList id={p} owner={pr.name || 'this project'} items={pr.highlights} onChange={(highlights) => set({ highlights })} />
        </>
      )}
    </EntryList>
  );
}

function LanguagesSection(props: SectionProps) {
  const { setList } = edits(props);
  const { data } = props;
  return (
    <EntryList
      id="languages"
      legend="Languages"
      noun="language"
      items={data.languages}
      onChange={setList('languages')}
      name={(l) => l.language}
      blank={() => ({ language: '', fluency: '' })}
    >
      {(l, set, p) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${p}-language`} label="Language" value={l.language} onChange={(language) => set({ language })} />
          <Field id={`${p}-fluency`} label="Fluency" placeholder="Native, fluent, conversational" value={l.fluency} onChange={(fluency) => set({ fluency })} />
        </div>
      )}
    </EntryList>
  );
}

/** Profiles such as LinkedIn, kept in basics.profiles as JSON Resume has them. */
function LinksSection(props: SectionProps) {
  const { setBasics } = edits(props);
  const { basics } = props.data;
  return (
    <EntryList
      id="links"
      legend="Links"
      noun="link"
      items={basics.profiles}
      onChange={(profiles) => setBasics({ profiles })}
      name={(pr) => pr.network}
      blank={() => ({ network: '', username: '', url: '' })}
    >
      {(pr, set, p) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={`${p}-network`} label="Network" placeholder="LinkedIn" value={pr.network} onChange={(network) => set({ network })} />
          <Field id={`${p}-username`} label="Username" value={pr.username} onChange={(username) => set({ username })} />
          <Field id={`${p}-url`} label="Address" type="url" value={pr.url} onChange={(url) => set({ url })} className="sm:col-span-2" />
        </div>
      )}
    </EntryList>
  );
}
