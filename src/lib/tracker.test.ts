import { describe, expect, it } from 'vitest';
import {
  draftFromJobLink,
  filterAndSortJobs,
  followUpDue,
  formatInterview,
  formatSalary,
  fromLocalInput,
  neighbourStage,
  normalizeJobLink,
  toLocalInput,
  type TrackedJobView,
} from './tracker';

const job = (over: Partial<TrackedJobView>): TrackedJobView => ({
  id: over.title ?? 'x',
  title: 'Job',
  company: 'Co',
  location: null,
  link: null,
  source: 'manual',
  stage: 'saved',
  notes: '',
  appliedOn: null,
  followUpOn: null,
  interviewAt: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  stageChangedAt: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...over,
});

const jobs = [
  job({ title: 'Data Analyst', company: 'beta', stage: 'applied', appliedOn: '2026-11-10', updatedAt: '2026-11-12T00:00:00Z' }),
  job({
    title: 'Program Manager',
    company: 'Acme',
    stage: 'interviewing',
    appliedOn: '2026-11-02',
    notes: 'Panel with Dana',
    updatedAt: '2026-11-20T00:00:00Z',
  }),
  job({ title: 'Analyst', company: 'Acme', stage: 'saved', updatedAt: '2026-11-05T00:00:00Z', followUpOn: '2026-11-30' }),
];
const titles = (list: TrackedJobView[]) => list.map((j) => j.title);

describe('the list view', () => {
  it('sorts by last update by default, and by company, title, stage and dates', () => {
    expect(titles(filterAndSortJobs(jobs, {}))).toEqual(['Program Manager', 'Data Analyst', 'Analyst']);
    // Company ignores case; ties go by title.
    expect(titles(filterAndSortJobs(jobs, { sort: 'company' }))).toEqual(['Analyst', 'Program Manager', 'Data Analyst']);
    expect(titles(filterAndSortJobs(jobs, { sort: 'title' }))).toEqual(['Analyst', 'Data Analyst', 'Program Manager']);
    expect(titles(filterAndSortJobs(jobs, { sort: 'stage' }))).toEqual(['Analyst', 'Data Analyst', 'Program Manager']);
    // Newest application first; jobs not applied to go last.
    expect(titles(filterAndSortJobs(jobs, { sort: 'applied' }))).toEqual(['Data Analyst', 'Program Manager', 'Analyst']);
    // Soonest follow-up first; none go last.
    expect(titles(filterAndSortJobs(jobs, { sort: 'followUp' }))[0]).toBe('Analyst');
  });

  it('filters by stage and by text in title, company, location and notes', () => {
    expect(titles(filterAndSortJobs(jobs, { stage: 'applied' }))).toEqual(['Data Analyst']);
    expect(titles(filterAndSortJobs(jobs, { text: ' acme ', sort: 'title' }))).toEqual(['Analyst', 'Program Manager']);
    expect(titles(filterAndSortJobs(jobs, { text: 'dana' }))).toEqual(['Program Manager']);
    expect(filterAndSortJobs(jobs, { text: 'acme', stage: 'offer' })).toEqual([]);
  });
});

describe('the board', () => {
  it('moves a card one stage left or right, and not past either end', () => {
    expect(neighbourStage('saved', 1)).toBe('applied');
    expect(neighbourStage('saved', -1)).toBeNull();
    expect(neighbourStage('offer', 1)).toBe('closed');
    expect(neighbourStage('closed', 1)).toBeNull();
  });

  it('flags a follow-up that has come, except on closed jobs', () => {
    expect(followUpDue({ followUpOn: '2026-11-24', stage: 'applied' }, '2026-11-24')).toBe(true);
    expect(followUpDue({ followUpOn: '2026-11-20', stage: 'applied' }, '2026-11-24')).toBe(true);
    expect(followUpDue({ followUpOn: '2026-11-25', stage: 'applied' }, '2026-11-24')).toBe(false);
    expect(followUpDue({ followUpOn: '2026-11-20', stage: 'closed' }, '2026-11-24')).toBe(false);
    expect(followUpDue({ followUpOn: null, stage: 'saved' }, '2026-11-24')).toBe(false);
  });
});

describe('a pasted job link', () => {
  it('gives the title and company where the job board puts them in the URL', () => {
    expect(draftFromJobLink('https://www.linkedin.com/jobs/view/senior-data-analyst-at-acme-corp-4012345678/')).toEqual({
      title: 'Senior Data Analyst',
      company: 'Acme Corp',
    });
    expect(draftFromJobLink('https://boards.greenhouse.io/northwind/jobs/123')).toEqual({ title: '', company: 'Northwind' });
    expect(draftFromJobLink('https://job-boards.greenhouse.io/blue-river/jobs/9')).toEqual({ title: '', company: 'Blue River' });
    expect(draftFromJobLink('https://jobs.lever.co/acme-health/5f1c')).toEqual({ title: '', company: 'Acme Health' });
    expect(draftFromJobLink('https://jobs.ashbyhq.com/contoso/abc')).toEqual({ title: '', company: 'Contoso' });
    expect(draftFromJobLink('https://apply.workable.com/fabrikam/j/ABC123/')).toEqual({ title: '', company: 'Fabrikam' });
    expect(draftFromJobLink('https://jobs.smartrecruiters.com/Initech/744000012345-customer-success-manager')).toEqual({
      title: 'Customer Success Manager',
      company: 'Initech',
    });
    expect(draftFromJobLink('https://globex.wd5.myworkdayjobs.com/en-US/careers/job/x')).toEqual({ title: '', company: 'Globex' });
  });

  it('gives nothing for other links or text that is not a link', () => {
    expect(draftFromJobLink('https://example.com/careers/7')).toEqual({ title: '', company: '' });
    expect(draftFromJobLink('not a link')).toEqual({ title: '', company: '' });
  });
});

describe('a job link as it is pasted', () => {
  it('gets the https:// people leave off, and is otherwise kept as typed for the server to judge', () => {
    expect(normalizeJobLink(' www.acme.com/jobs/1 ')).toBe('https://www.acme.com/jobs/1');
    expect(normalizeJobLink('jobs.lever.co/acme/5f1c')).toBe('https://jobs.lever.co/acme/5f1c');
    expect(normalizeJobLink('http://acme.com/x')).toBe('http://acme.com/x');
    expect(normalizeJobLink('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(normalizeJobLink('not a link')).toBe('not a link');
    expect(normalizeJobLink('')).toBe('');
  });
});

describe('salary on a card', () => {
  const pay = (salaryMin: number | null, salaryMax: number | null, salaryCurrency = 'USD', salaryPeriod: 'year' | 'month' | 'hour' = 'year') =>
    formatSalary({ salaryMin, salaryMax, salaryCurrency, salaryPeriod });
  it('reads as a range, a floor, a ceiling or nothing', () => {
    expect(pay(90000, 110000)).toBe('$90,000–$110,000 per year');
    expect(pay(4000, null, 'EUR', 'month')).toBe('From €4,000 per month');
    expect(pay(null, 45, 'USD', 'hour')).toBe('Up to $45 per hour');
    expect(pay(70000, 70000, 'GBP')).toBe('£70,000 per year');
    expect(pay(null, null)).toBeNull();
  });
});

describe('the interview time input', () => {
  it('round-trips a local wall-clock time through the stored UTC instant', () => {
    const stored = fromLocalInput('2026-12-01T09:30')!;
    expect(stored).toMatch(/Z$/);
    expect(toLocalInput(stored)).toBe('2026-12-01T09:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('shows an interview in the member’s zone, naming the zone', () => {
    // A 2:30 PM interview in New York is 7:30 PM in London: each member reads their own clock, and which one it is.
    expect(formatInterview('2026-12-01T19:30:00Z', 'America/New_York')).toBe('Tue, Dec 1, 2026, 2:30 PM EST');
    expect(formatInterview('2026-12-01T19:30:00Z', 'Europe/London')).toBe('Tue, Dec 1, 2026, 7:30 PM GMT');
    expect(formatInterview('2026-12-01T19:30:00Z')).toMatch(/\d:30 [AP]M \S+$/);
  });
});
