import { describe, expect, it } from 'vitest';
import rolesFile from '@content/linkedin/roles.json';
import { extractSkills } from '~/server/skills/extract-skills';
import {
  LINKEDIN_ABOUT_MAX,
  LINKEDIN_HEADLINE_MAX,
  NO_ROLE,
  matchRole,
  readRoleData,
  suggestLinkedIn,
  titleWords,
  type RoleDataFile,
  type RoleProfile,
} from './linkedin';
import { emptyResumeData, type ResumeData } from './resume';

const roles = readRoleData(rolesFile as RoleDataFile);

/** A teacher moving into data analysis, as a member would write it. */
function teacher(): ResumeData {
  const data = emptyResumeData();
  data.basics.name = 'Priya Shah';
  data.basics.label = 'Secondary school maths teacher';
  data.basics.summary = 'Maths teacher of nine years who turned grade data into decisions for a whole school.';
  data.work = [
    {
      name: 'Riverside Academy',
      position: 'Head of maths',
      location: 'Leeds',
      startDate: '2019-09',
      endDate: '',
      summary: 'Led a department of 6 teachers.',
      highlights: [
        'Built a Tableau dashboard of grades for 900 students that heads of year used weekly',
        'Raised pass rates from 61% to 78% in two years by targeting support with assessment data',
        'Ran onboarding for new teachers and mentored 4 trainees',
        'Ran parent onboarding evenings each term',
      ],
    },
    {
      name: 'Hillside School',
      position: 'Maths teacher',
      location: 'York',
      startDate: '2015-09',
      endDate: '2019-07',
      summary: '',
      highlights: ['Wrote SQL queries against the school MIS to track attendance', 'Planned lessons for 5 classes'],
    },
  ];
  data.education = [{ institution: 'University of York', area: 'Mathematics', studyType: 'BSc', startDate: '2011', endDate: '2014', score: '' }];
  data.skills = [
    { name: 'Data', level: '', keywords: ['Excel', 'SQL', 'Tableau'] },
    { name: 'Teaching', level: '', keywords: ['Curriculum design', 'Mentoring'] },
  ];
  return data;
}

const suggest = (data: ResumeData, targetRole: string, role: RoleProfile = matchRole(roles, targetRole)) =>
  suggestLinkedIn({ data, targetRole, role, skillsIn: extractSkills });

/** Everything a member would copy to LinkedIn. */
const copied = (r: ReturnType<typeof suggest>) => [...r.headlines.map((h) => h.text), r.about.text, ...r.skills.map((s) => s.text)];
const resumeText = (data: ResumeData) => JSON.stringify(data);
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)?/g) ?? [];

describe('the target role, read against O*NET titles', () => {
  it('reads a title as its words, singular, without seniority', () => {
    expect(titleWords('Senior Data Analysts (Remote)')).toEqual(['data', 'analyst']);
    expect(titleWords('Head of Customer Success')).toEqual(['head', 'customer', 'success']);
  });

  it('matches a common title to its occupations and the skills they ask for, and an unknown title to none', () => {
    const data = matchRole(roles, 'Data analyst');
    expect(data.occupations).toContain('Data Scientists');
    expect(data.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['SQL', 'Tableau']));
    expect(data.skills[0]!.weight).toBe(1);
    expect(matchRole(roles, 'Registered nurse').occupations[0]).toBe('Registered Nurses');
    expect(matchRole(roles, 'Zorblax wrangler')).toEqual(NO_ROLE);
    expect(matchRole(roles, '')).toEqual(NO_ROLE);
  });
});

describe('LinkedIn suggestions', () => {
  const data = teacher();
  const result = suggest(data, 'Data Analyst');

  it('offers 3 to 5 headlines within LinkedIn’s 220 characters, leading with the target role, each with its reason', () => {
    expect(result.headlines.length).toBeGreaterThanOrEqual(3);
    expect(result.headlines.length).toBeLessThanOrEqual(5);
    for (const h of result.headlines) {
      expect(h.text.length).toBeLessThanOrEqual(LINKEDIN_HEADLINE_MAX);
      expect(h.reason.length).toBeGreaterThan(30);
    }
    expect(result.headlines[0]!.text).toMatch(/^Data Analyst \| /);
    expect(result.headlines[0]!.reason).toMatch(/Leads with the role you want/);
    // The proof point is a result the member wrote, word for word.
    expect(result.headlines[0]!.text).toMatch(/ \| Built a Tableau dashboard of grades for 900 students that heads of year used weekly$/);
    expect(new Set(result.headlines.map((h) => h.text)).size).toBe(result.headlines.length);
  });

  it('writes an About section in the first person from the resume, within 2,600 characters, with its reason', () => {
    const about = result.about.text;
    expect(about.length).toBeLessThanOrEqual(LINKEDIN_ABOUT_MAX);
    expect(about.startsWith(data.basics.summary)).toBe(true);
    expect(about).toMatch(/\bI'm now moving into Data Analyst roles\b/);
    expect(about).toContain('Head of maths at Riverside Academy (now); Maths teacher at Hillside School');
    expect(about).toContain('• Raised pass rates from 61% to 78%');
    expect(about).not.toMatch(/\b(he|she|they|Priya)\b/);
    expect(result.about.reason).toMatch(/first person/);
  });

  it('never adds a number, skill or employer the resume does not have', () => {
    const source = resumeText(data);
    const known = new Set([...extractSkills(source), ...extractSkills('Data Analyst')]);
    for (const text of copied(result)) {
      for (const n of numbersIn(text)) expect(source, `number ${n} in "${text}"`).toContain(n);
      for (const s of extractSkills(text)) expect(known, `skill ${s} in "${text}"`).toContain(s);
      for (const [, employer] of text.matchAll(/\bat ([A-Z][\w&'-]*(?: (?:of |the |and )?[A-Z][\w&'-]*)*)/g)) {
        expect(['Riverside Academy', 'Hillside School', 'University of York']).toContain(employer);
      }
    }
  });

  it('ranks the skills Data Analyst roles ask for first, each with why, and suggests only skills the resume shows', () => {
    const names = result.skills.map((s) => s.text);
    // Onboarding is named in more bullets, but SQL and Tableau are what the role asks for.
    expect(names.slice(0, 3)).toEqual(['Tableau', 'SQL', 'Employee Onboarding']);
    const firstOther = result.skills.findIndex((s) => !s.core);
    expect(result.skills.slice(0, firstOther).every((s) => s.core)).toBe(true);
    expect(result.skills.slice(firstOther).every((s) => !s.core)).toBe(true);
    expect(result.skills.find((s) => s.text === 'SQL')!.reason).toBe('Core to Data Analyst roles, and named in 1 of your bullets and in your skills section.');
    expect(result.skills.find((s) => s.text === 'Employee Onboarding')!.reason).toBe('Named in 2 of your bullets.');
    expect(result.skills.find((s) => s.text === 'Microsoft Excel')!.reason).toBe('In your skills section.'); // listed as "Excel"
    expect(names).toContain('Curriculum design'); // in the member's own words when the taxonomy does not know it
    expect(names).not.toContain('Data'); // a heading of their skills section, not a skill
    const shown = new Set([...extractSkills(resumeText(data)), 'Curriculum design'].map((s) => s.toLowerCase()));
    for (const s of result.skills) expect(shown).toContain(s.text.toLowerCase());
  });

  it('lists what the role asks for that the resume does not show as gaps to learn, never as skills to add', () => {
    expect(result.gaps.length).toBeGreaterThan(0);
    const added = new Set(result.skills.map((s) => s.text));
    const inResume = new Set(extractSkills(resumeText(data)));
    for (const g of result.gaps) {
      expect(added.has(g.text)).toBe(false);
      expect(inResume.has(g.text)).toBe(false);
      expect(g.reason).toMatch(/does not show it yet/);
    }
  });

  it('ranks by the resume alone, and says so, when the target role matches no occupation', () => {
    const r = suggest(data, 'Zorblax wrangler');
    expect(r.occupations).toEqual([]);
    expect(r.skills.every((s) => !s.core)).toBe(true);
    expect(r.gaps).toEqual([]);
    expect(r.skills[0]!.reason).toMatch(/^Named in \d of your bullets/);
    expect(r.tips.join(' ')).toMatch(/could not match “Zorblax wrangler”/);
  });

  it('still suggests from a resume with no experience, and says what to add', () => {
    const bare = emptyResumeData();
    bare.basics.summary = 'Career changer who loves making sense of numbers.';
    bare.skills = [{ name: 'Excel', level: '', keywords: [] }];
    const r = suggest(bare, 'Data Analyst');
    expect(r.headlines.length).toBeGreaterThanOrEqual(1);
    expect(r.headlines[0]!.text).toMatch(/^Data Analyst\b/);
    expect(r.about.text).toContain(bare.basics.summary);
    expect(r.skills.map((s) => s.text)).toEqual(['Microsoft Excel']);
    expect(r.tips.join(' ')).toMatch(/Add your jobs/);
    expect(r.tips.join(' ')).toMatch(/List your skills/);
  });

  it('keeps within LinkedIn’s limits whatever the resume holds', () => {
    const big = teacher();
    big.basics.summary = 'I help teams understand their numbers. '.repeat(50).slice(0, 2000);
    big.work = Array.from({ length: 20 }, (_, i) => ({
      name: `Employer ${i} ${'x'.repeat(100)}`,
      position: `Analyst ${'y'.repeat(110)}`,
      location: '',
      startDate: `20${String(10 + (i % 10)).padStart(2, '0')}-01`,
      endDate: '',
      summary: '',
      highlights: Array.from({ length: 30 }, (_, k) => `Cut costs by ${k}% using SQL and Tableau ${'z'.repeat(k * 30)}`),
    }));
    big.skills = [{ name: 'Tools', level: '', keywords: Array.from({ length: 50 }, (_, i) => `Tool number ${i} ${'w'.repeat(150)}`) }];
    const r = suggest(big, 'D'.repeat(120));
    expect(r.about.text.length).toBeLessThanOrEqual(LINKEDIN_ABOUT_MAX);
    expect(r.about.text.length).toBeGreaterThan(1000);
    expect(r.headlines.length).toBeGreaterThanOrEqual(1);
    for (const h of r.headlines) expect(h.text.length).toBeLessThanOrEqual(LINKEDIN_HEADLINE_MAX);
  });
});
