import { describe, expect, it } from 'vitest';
import { COVER_LETTER_LIMITS, resumeText } from '~/lib/cover-letter';
import { emptyResumeData, type ResumeData } from '~/lib/resume';
import { extractSkills } from '~/server/skills/extract-skills';
import { SKILLS } from '~/server/skills/taxonomy';
import { draftLetter, type JobSide } from './draft';

type Work = ResumeData['work'][number];
const job = (position: string, name: string, highlights: string[], startDate = '', endDate = ''): Work => ({
  name,
  position,
  location: '',
  startDate,
  endDate,
  summary: '',
  highlights,
});
const resume = (over: Partial<ResumeData>): ResumeData => ({ ...emptyResumeData(), ...over });

/** Realistic career changers and the jobs they apply to. */
const CASES: Array<{ name: string; resume: ResumeData; job: JobSide }> = [
  {
    name: 'teacher to data analyst',
    resume: resume({
      basics: { ...emptyResumeData().basics, name: 'Maya Lopez', label: 'Teacher moving into data analysis' },
      work: [
        job(
          'Math Teacher',
          'Lincoln High School',
          [
            'Built Excel dashboards tracking 120 students across 5 classes, cutting grading time by 30%',
            'Analyzed test results with SQL queries on the district database',
            'Led curriculum planning for a team of 6 teachers',
          ],
          '2016-08',
        ),
        job('Tutor', 'Bright Minds', ['Taught statistics to 40 adult learners'], '2013', '2016'),
      ],
      skills: [{ name: 'Data', level: '', keywords: ['Excel', 'SQL', 'Statistics', 'Public speaking'] }],
    }),
    job: {
      company: 'Northwind Analytics',
      role: 'Data Analyst',
      jobDescription:
        'Northwind Analytics is hiring a Data Analyst.\nRequirements:\n- SQL and Excel\n- Tableau or Power BI dashboards\n- Python for data cleaning\n- Statistics\nNice to have: Looker. 3+ years of experience.',
    },
  },
  {
    name: 'nurse to health informatics',
    resume: resume({
      work: [
        job('Registered Nurse', 'St. Mary Hospital', [
          'Documented care for 25 patients per shift in Epic EHR',
          'Trained 12 new nurses on HIPAA privacy rules and patient safety',
          'Coordinated discharge plans with case management',
        ]),
      ],
      certificates: [{ name: 'BLS', issuer: 'American Heart Association', date: '', url: '' }],
    }),
    job: {
      company: 'Helix Health',
      role: 'Clinical Informatics Specialist',
      jobDescription:
        'Company: Helix Health\nTitle: Clinical Informatics Specialist\nWe need someone who knows Epic and HIPAA, can write SQL, run training sessions and manage projects with Jira. HL7 experience preferred.',
    },
  },
  {
    name: 'retail manager to project manager',
    resume: resume({
      work: [
        job('Store Manager', 'Target', [
          'Managed a $2M budget and a team of 18 associates',
          'Ran inventory management and vendor negotiation for 3 stores',
          'Scheduled staff with Microsoft Excel',
        ]),
      ],
      projects: [
        { name: 'Store reset', description: '', url: '', startDate: '', endDate: '', highlights: ['Planned a store remodel on a Gantt chart in 8 weeks'] },
      ],
    }),
    job: {
      company: 'Acme Corp',
      role: 'Project Manager',
      jobDescription:
        'Project Manager at Acme Corp\nYou will own budgets, stakeholder management and risk management. Agile and Scrum experience, PMP certification, Jira and Confluence. Strong negotiation skills.',
    },
  },
  {
    name: 'developer to security engineer',
    resume: resume({
      work: [
        job('Software Engineer', 'Globex', [
          'Wrote Python and Go services on AWS, deployed with Docker and Kubernetes',
          'Set up CI/CD pipelines in GitHub Actions for 9 repositories',
          'Responsible for on-call rotation',
        ]),
      ],
      skills: [{ name: 'Languages', level: '', keywords: ['Python', 'Go', 'TypeScript', 'React'] }],
    }),
    job: {
      company: 'Initech',
      role: 'Security Engineer',
      jobDescription:
        'Initech is looking for a Security Engineer to protect our cloud. You know AWS, IAM, SIEM tools such as Splunk, penetration testing, incident response and Python scripting. CISSP is a plus.',
    },
  },
];

const letterText = (d: { greeting: string; paragraphs: string[]; closing: string }) => [d.greeting, ...d.paragraphs, d.closing].join('\n\n');

/** The promise of the draft: no skill, number or capitalised name comes from anywhere but the two texts. */
function expectOnlyFromSources(r: ResumeData, j: JobSide) {
  const draft = draftLetter(r, j);
  const text = letterText(draft);
  const jobText = `${j.company}\n${j.role}\n${j.jobDescription}`;
  const allowed = new Set([...extractSkills(resumeText(r)), ...extractSkills(jobText)]);
  const invented = extractSkills(text).filter((s) => !allowed.has(s));
  expect(invented, `skills in the letter found in neither text:\n${text}`).toEqual([]);

  const sourceText = `${resumeText(r)}\n${jobText}`;
  const numbers = new Set(sourceText.match(/\d+(?:[.,]\d+)*/g) ?? []);
  expect(
    (text.match(/\d+(?:[.,]\d+)*/g) ?? []).filter((n) => !numbers.has(n)),
    text,
  ).toEqual([]);

  // Capitalised words: the template's own sentence openings, else words of the resume or the job.
  const TEMPLATE = new Set(['Dear', 'I', 'Most', 'As', 'At', 'In', 'My', 'Your', 'Thank', 'Sincerely']);
  const words = new Set(sourceText.match(/[A-Za-z][\w'&.+#]*/g) ?? []);
  const names = (text.match(/\b[A-Z][\w'&.+#]*/g) ?? []).map((w) => w.replace(/[.,]+$/, '')).filter((w) => !TEMPLATE.has(w));
  expect(
    names.filter((w) => !words.has(w) && !words.has(`${w}.`)),
    text,
  ).toEqual([]);
  return draft;
}

describe('drafting a cover letter from a resume and a job description', () => {
  for (const c of CASES) {
    it(`names no skill, number or name absent from both texts: ${c.name}`, () => {
      expectOnlyFromSources(c.resume, c.job);
    });
  }

  it('says which requirements the resume meets, with the bullet that shows it, and which it does not', () => {
    const draft = draftLetter(CASES[0]!.resume, CASES[0]!.job);
    expect(draft.requirements.matched.map((m) => m.skill)).toEqual(['SQL', 'Excel', 'dashboards', 'Statistics']);
    expect(draft.requirements.matched[0]!.evidence).toBe('Analyzed test results with SQL queries on the district database');
    expect(draft.requirements.gaps).toEqual(expect.arrayContaining(['Tableau', 'Power BI', 'Python', 'Looker']));
    expect(draft.requirements.gaps).not.toContain('SQL');
    const text = letterText(draft);
    expect(text).toContain('I analyzed test results with SQL queries on the district database.');
    expect(text).toContain('As Math Teacher at Lincoln High School');
    expect(text).toMatch(/Your description also mentions Tableau, Power BI and Python, which my resume does not show yet\./);
    // The transferable skills offered for the gaps are the member's own.
    expect(draft.requirements.transferable.length).toBeGreaterThan(0);
    const own = extractSkills(resumeText(CASES[0]!.resume));
    for (const s of draft.requirements.transferable) {
      expect(extractSkills(s).length, s).toBeGreaterThan(0);
      expect(own).toEqual(expect.arrayContaining(extractSkills(s)));
    }
  });

  it('is the same letter every time for the same input', () => {
    for (const c of CASES) expect(draftLetter(c.resume, c.job)).toEqual(draftLetter(c.resume, c.job));
  });

  it('keeps to its promise over many generated resumes and descriptions', () => {
    // A small deterministic generator: skills from the whole taxonomy, written as people write them.
    let seed = 20261124;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const names = SKILLS.map((s) => s.name);
    const verbs = ['Built', 'Managed', 'Led', 'Used', 'Improved', 'Responsible for', 'Taught', 'Designed'];
    for (let n = 0; n < 150; n++) {
      const skillsIn = (k: number) => Array.from({ length: k }, () => pick(names));
      const work = Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, i) =>
        job(
          pick(['Analyst', 'Teacher', 'Nurse', 'Manager', 'Chef', 'Engineer']),
          pick(['Acme', 'Globex', 'Initech', 'Umbrella']),
          Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => {
            const [a, b] = skillsIn(2);
            return `${pick(verbs)} ${a} work with ${b} for ${Math.floor(rnd() * 90) + 2} clients`;
          }),
          `20${10 + i}`,
        ),
      );
      const r = resume({ work, skills: [{ name: 'Tools', level: '', keywords: skillsIn(3) }] });
      const j = {
        company: pick(['Northwind', 'Contoso', 'Fabrikam']),
        role: pick(['Coordinator', 'Specialist', 'Associate']),
        jobDescription: `Requirements: ${skillsIn(4).join(', ')}.\nExperience with ${skillsIn(1)[0]} and ${skillsIn(1)[0]} is a plus.\nYou will use ${r.work[0]!.highlights[0]!.split(' ')[1]} daily.`,
      };
      const draft = expectOnlyFromSources(r, j);
      for (const p of draft.paragraphs) expect(p.length).toBeLessThanOrEqual(COVER_LETTER_LIMITS.paragraph);
    }
  });
});
