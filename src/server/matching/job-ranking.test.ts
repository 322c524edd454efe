import { describe, expect, it } from 'vitest';
import type { SkillEvidence } from '~/lib/pivotmatch';
import type { ResumeRoles } from '~/lib/resume-roles';
import {
  PLACE_FIT,
  jobScore,
  occupationFitOf,
  occupationFits,
  rankingTitleWords,
  rolesFrom,
  shortQuote,
  skillWeight,
  skillsFit,
  titleCloseness,
  whyLine,
} from './job-ranking';

/** A U.S. Army logistics sergeant moving into supply-chain analysis (issue 29's first example). */
const sergeant: ResumeRoles = {
  current: { title: 'Logistics Sergeant', occupation: { code: '13-1081.00', title: 'Logisticians' }, evidence: 'Logistics Sergeant (92Y), U.S. Army' },
  target: { title: 'Supply Chain Analyst', occupation: { code: '13-1081.02', title: 'Logistics Analysts' }, evidence: 'Seeking a supply chain analyst role' },
};
const sergeantSkills = ['SAP', 'Microsoft Excel', 'Inventory Management', 'Procurement', 'Supply Chain Management'];
const evidence: SkillEvidence[] = [
  {
    name: 'inventory management',
    canonical: 'Inventory Management',
    category: 'business',
    evidence: [{ text: 'inventory', quote: 'Managed $42M in equipment and inventory across 14 warehouses for a brigade', section: 'work', start: 0, end: 9 }],
  },
];

/** The score of a job for the sergeant, from its occupation and skills, as search-ranking.ts computes it. */
function scoreFor(code: string, title: string, jobSkills: string[]): number {
  const fits = occupationFits(sergeant, sergeantSkills);
  const held = new Set(sergeantSkills);
  const weight = jobSkills.filter((s) => held.has(s)).reduce((sum, s) => sum + skillWeight(s, 0), 0);
  const target = new Set(rankingTitleWords(sergeant.target!.title));
  const current = new Set(rankingTitleWords(sergeant.current!.title));
  return jobScore({
    occupation: occupationFitOf(fits, code),
    skills: skillsFit(weight),
    title: titleCloseness(rankingTitleWords(title), target, current),
    location: PLACE_FIT.state,
  });
}

describe('ranking a job for a person', () => {
  it('puts a Logisticians job above a four-skill Excel/PowerPoint/SAP/Word job (issue 29)', () => {
    const revenue = scoreFor('13-2081.00', 'Revenue Specialist', ['Microsoft Excel', 'Microsoft PowerPoint', 'SAP', 'Microsoft Word']);
    const logistician = scoreFor('13-1081.00', 'Logistician', ['Supply Chain Management', 'Microsoft Excel', 'Tableau', 'Oracle E-Business Suite']);
    expect(logistician).toBeGreaterThan(revenue + 0.2);
  });

  it('fits the target occupation best, then its group, then the current occupation, then unrelated work', () => {
    const fits = occupationFits(sergeant, sergeantSkills);
    const target = occupationFitOf(fits, '13-1081.02');
    const group = occupationFitOf(fits, '13-1111.00'); // Management Analysts: same minor group 13-1
    const unrelated = occupationFitOf(fits, '29-1141.00'); // Registered Nurses
    expect(target).toBe(1);
    expect(group).toBeGreaterThanOrEqual(0.75);
    expect(group).toBeLessThan(target);
    expect(unrelated).toBeLessThan(0.4);
  });

  it('counts skills from the person’s side: common office tools add almost nothing, a specific tool a lot', () => {
    const office = ['Microsoft Excel', 'Microsoft PowerPoint', 'Microsoft Word'].reduce((s, n) => s + skillWeight(n, 0), 0);
    const specific = skillWeight('Supply Chain Management', 0);
    expect(skillsFit(specific)).toBeGreaterThan(skillsFit(office));
    expect(skillsFit(0)).toBe(0);
    expect(skillsFit(100)).toBeLessThan(1);
  });

  it('ranks a job of unknown occupation by its skills, below a job in the target line of work', () => {
    const fits = occupationFits(sergeant, sergeantSkills);
    expect(occupationFitOf(fits, null)).toBeLessThan(occupationFitOf(fits, '13-1081.02'));
    expect(occupationFitOf(fits, null)).toBeGreaterThan(0);
  });

  it('leaves location out of the mean when no place is known', () => {
    expect(jobScore({ occupation: 1, skills: 1, title: 1, location: null })).toBe(1);
    expect(jobScore({ occupation: 1, skills: 1, title: 1, location: 0 })).toBeLessThan(1);
  });

  it('scores a title by the share of its words the target title holds', () => {
    const target = new Set(rankingTitleWords('Supply Chain Analyst'));
    expect(titleCloseness(rankingTitleWords('Senior Supply Chain Analyst'), target, new Set())).toBe(1);
    expect(titleCloseness(rankingTitleWords('Registered Nurse'), target, new Set())).toBe(0);
  });
});

describe('a current title with no occupation', () => {
  it('is not mapped again when the jobs are ranked: the skills alone say where the person is', () => {
    // The reader keeps "Resemble AI" without an occupation (its skills deny animal breeding, which O*NET files "AI" under).
    const skills = ['PyTorch', 'TensorFlow', 'Kubernetes', 'Apache Spark', 'Docker'];
    const unplaced: ResumeRoles = { current: { title: 'Resemble AI', occupation: null, evidence: null }, target: null };
    expect(occupationFits(unplaced, skills)).toEqual(occupationFits({ current: null, target: null }, skills));
  });
});

describe('the why line', () => {
  it('names what transfers in the resume’s words, quotes the resume, and says what to add', () => {
    const line = whyLine({
      roles: sergeant,
      matched: ['Inventory Management', 'Procurement', 'SAP'],
      missing: ['Tableau', 'SQL'],
      evidence,
      jobOccupationTitle: 'Logistics Analysts',
      inTarget: true,
    });
    expect(line).toBe(
      'Your work as a Logistics Sergeant transfers: inventory management, Procurement and SAP (from ‘Managed $42M in equipment and inventory across 14 warehouses for a…’). To add: Tableau and SQL.',
    );
  });

  it('says "your experience" for a title the reader placed in no occupation (an employer read as a job)', () => {
    const unplaced: ResumeRoles = { current: { title: 'Resemble AI', occupation: null, evidence: 'Resemble AI 2022 – Present' }, target: null };
    expect(whyLine({ roles: unplaced, matched: ['SAP'], missing: [], jobOccupationTitle: 'Logisticians', inTarget: false })).toBe(
      'Your experience transfers: SAP.',
    );
  });

  it('says the job is in the target line of work when no skill is shared', () => {
    expect(whyLine({ roles: sergeant, matched: [], missing: ['Tableau'], jobOccupationTitle: 'Logistics Analysts', inTarget: true })).toBe(
      'In the line of work you are moving toward (Logistics Analysts). To add: Tableau.',
    );
  });

  it('cuts long quotes at a word', () => {
    expect(shortQuote('short')).toBe('short');
    expect(shortQuote('word '.repeat(40)).endsWith('…')).toBe(true);
    expect(shortQuote('word '.repeat(40)).length).toBeLessThanOrEqual(71);
  });

  it('quotes a bullet without its mark', () => {
    expect(shortQuote('- Led curriculum development for the science department')).toBe('Led curriculum development for the science department');
    expect(shortQuote('• Cut costs by 12%')).toBe('Cut costs by 12%');
    // A leading minus is a figure, not a mark.
    expect(shortQuote('-5% churn in a year')).toBe('-5% churn in a year');
  });
});

describe('roles from a navigator source', () => {
  it('maps the current title and names the path’s occupation as the target', () => {
    const roles = rolesFrom('Registered Nurse', '15-1211.01');
    expect(roles.current?.occupation?.code).toBe('29-1141.00');
    expect(roles.target?.occupation?.code).toBe('15-1211.01');
    expect(rolesFrom(null).current).toBeNull();
  });
});
