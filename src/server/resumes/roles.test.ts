import { describe, expect, it } from 'vitest';
import { ROLE_EVIDENCE_MAX } from '~/lib/resume-roles';
import { NO_LOCATION } from './location';
import { readResumeText } from './parse-resume';
import { cleanTitle, readResumeRoles } from './roles';

const resume = (...lines: string[]) => lines.join('\n');

describe("a career changer's roles read from a resume", () => {
  it('reads an objective line as the target, a field as the worker in it, and the latest job cleaned of its trailers', () => {
    const roles = readResumeRoles(
      resume(
        'Marcus Reed',
        'Clarksville, TN | marcus.reed@example.com | 555-201-3344',
        'Objective: Transition into supply-chain analysis',
        'EXPERIENCE',
        'Logistics Sergeant (92Y), U.S. Army — Fort Campbell, KY 2019–2024',
        '• Ran a $4M equipment account with zero losses',
        'Supply Specialist, U.S. Army, Fort Hood, TX, 2015 - 2019',
        '• Issued parts to 3 battalions',
      ),
    );
    expect(roles.current).toEqual({
      title: 'Logistics Sergeant',
      occupation: { code: '13-1081.00', title: 'Logisticians' },
      evidence: 'Logistics Sergeant (92Y), U.S. Army — Fort Campbell, KY 2019–2024',
    });
    expect(roles.target).toEqual({
      title: 'supply-chain analysis',
      occupation: { code: '13-1081.02', title: 'Logistics Analysts' },
      evidence: 'Objective: Transition into supply-chain analysis',
    });
  });

  it('reads "current → target" in the headline', () => {
    const roles = readResumeRoles(
      resume(
        'Priya Shah',
        'Registered Nurse → Health Tech Product Manager',
        'priya@example.com',
        'EXPERIENCE',
        'Registered Nurse, Mercy Hospital  2015 - Present',
        '• Led a 12-bed unit',
      ),
    );
    expect(roles.current?.title).toBe('Registered Nurse');
    expect(roles.current?.occupation?.code).toBe('29-1141.00');
    expect(roles.target).toEqual({
      title: 'Health Tech Product Manager',
      occupation: { code: '11-2021.00', title: 'Marketing Managers' },
      evidence: 'Registered Nurse → Health Tech Product Manager',
    });
  });

  it('reads "current | moving into …" and "… | Aspiring …" headlines', () => {
    const informatics = readResumeRoles(
      resume(
        'Dana Lee',
        'Registered Nurse | moving into clinical informatics',
        'dana@example.com',
        'Experience',
        'Charge Nurse  2016 - Present',
        '- Ran shifts',
      ),
    );
    expect(informatics.target).toEqual({
      title: 'clinical informatics',
      occupation: { code: '15-1211.01', title: 'Health Informatics Specialists' },
      evidence: 'Registered Nurse | moving into clinical informatics',
    });

    const developer = readResumeRoles(resume('Ana Ruiz', 'Retail Sales Associate | Aspiring Software Developer', 'ana@example.com'));
    expect(developer.target?.title).toBe('Software Developer');
    expect(developer.target?.occupation?.code).toBe('15-1252.00');
    // The headline's other part is the job held now.
    expect(developer.current?.title).toBe('Retail Sales Associate');
    expect(developer.current?.occupation?.code).toBe('41-2031.00');
  });

  it('reads "seeking a … role" in a summary, across the line the PDF wrapped', () => {
    const roles = readResumeRoles(
      resume(
        'Marcus Reed',
        'marcus@example.com',
        'SUMMARY',
        'Eight years running Army supply operations. Seeking a supply chain analyst role',
        'with a growth-focused distributor.',
        'EXPERIENCE',
        'Logistics Sergeant, U.S. Army, 2019 - Present',
      ),
    );
    expect(roles.target).toEqual({
      title: 'supply chain analyst',
      occupation: { code: '13-1081.02', title: 'Logistics Analysts' },
      evidence: 'Seeking a supply chain analyst role with a growth-focused distributor.',
    });
  });

  it('finds the role a sentence names after a verb, and the new field after "from … into"', () => {
    const afterVerb = readResumeRoles(
      resume('Lee Park', 'Professional Summary', 'Teacher with 10 years of classroom leadership, seeking to apply my data skills in a data analyst role.'),
    );
    expect(afterVerb.target?.title).toBe('data analyst');
    expect(afterVerb.target?.occupation).not.toBeNull();

    const fromInto = readResumeRoles(resume('Kim Ito', 'Summary', 'Transitioning from nursing into software engineering, after 10 years at the bedside.'));
    expect(fromInto.target?.title).toBe('software engineering');
    expect(fromInto.target?.occupation?.code).toBe('15-1252.00');
  });

  it('drops the words that run on past the title ("Aspiring software developer passionate about …")', () => {
    const roles = readResumeRoles(resume('Alex Kim', 'Summary', 'Aspiring software developer passionate about accessible healthcare tools.'));
    expect(roles.target?.title).toBe('software developer');
    expect(roles.target?.occupation?.code).toBe('15-1252.00');
  });

  it('keeps a target no O*NET title names with no occupation, rather than a neighbouring job', () => {
    const roles = readResumeRoles(resume('Sam Ortiz', 'sam@example.com', 'Objective: Transition into UX research', 'Experience', 'Teacher  2016 - Present'));
    expect(roles.target?.title).toBe('UX research');
    // O*NET files "UX Researcher" under Web and Digital Interface Designers; never QA testing's "UX Designer".
    expect([null, '15-1255.00']).toContain(roles.target?.occupation?.code ?? null);
  });

  it('reads no target when the resume states none: a headline that is the current job, "open to relocation"', () => {
    const roles = readResumeRoles(
      resume(
        'Chris Doe',
        'Warehouse Supervisor',
        'Open to relocation | chris@example.com',
        'Summary',
        'Warehouse supervisor with 9 years leading teams of 20 across two shifts.',
        'Experience',
        'Warehouse Supervisor, Acme Foods, 2018 - Present',
        '• Cut picking errors by 30%',
      ),
    );
    expect(roles.target).toBeNull();
    expect(roles.current).toEqual({
      title: 'Warehouse Supervisor',
      occupation: { code: '53-1042.00', title: 'First-Line Supervisors of Helpers, Laborers, and Material Movers, Hand' },
      evidence: 'Warehouse Supervisor, Acme Foods, 2018 - Present',
    });
  });

  it('reads the first line under a "Career Objective" heading as the target when it names a role', () => {
    const roles = readResumeRoles(
      resume('Chris Doe', 'Career Objective', 'Supply chain analyst roles in manufacturing', 'Experience', 'Warehouse Associate 2019 - Present'),
    );
    expect(roles.target?.title).toBe('Supply chain analyst');
    expect(roles.target?.occupation?.code).toBe('13-1081.02');

    const aboutThePerson = readResumeRoles(
      resume('Chris Doe', 'Career Objective', 'Dedicated nurse with twelve years of patient care and a calm manner.', 'Experience', 'Nurse 2012 - Present'),
    );
    expect(aboutThePerson.target).toBeNull();
  });

  it('without a work section, reads the headline as the current job, never the name', () => {
    const roles = readResumeRoles(resume('Jordan Baker', 'Warehouse Supervisor', 'jordan@example.com', 'SKILLS', 'Forklift, inventory control'));
    expect(roles.current?.title).toBe('Warehouse Supervisor');
    expect(roles.current?.occupation?.code).toBe('53-1042.00');
    expect(roles.current?.evidence).toBe('Warehouse Supervisor');
    expect(roles.target).toBeNull();
  });

  it('prefers the job still held to an older one listed first', () => {
    const roles = readResumeRoles(
      resume(
        'Ana Ruiz',
        'ana@example.com',
        'WORK HISTORY',
        'Barista\t2014 - 2016',
        'Blue Cup',
        '• Made coffee',
        'Registered Nurse\t2016 - Present',
        'Mercy Hospital',
        '• Cared for patients',
      ),
    );
    expect(roles.current?.title).toBe('Registered Nurse');
    expect(roles.current?.evidence).toBe('Registered Nurse 2016 - Present');
  });

  it('keeps the latest title the mapping cannot place, with no occupation', () => {
    const roles = readResumeRoles(resume('Kai Moss', 'Experience', 'Ninja, Dojo Labs, 2021 - Present', '• Shipped things'));
    expect(roles.current).toEqual({ title: 'Ninja', occupation: null, evidence: 'Ninja, Dojo Labs, 2021 - Present' });
  });

  it('cleans employer, place, unit and dates off a title', () => {
    expect(cleanTitle('Logistics Sergeant (92Y), U.S. Army — Fort Campbell, KY 2019–2024')).toBe('Logistics Sergeant');
    expect(cleanTitle('Store Manager at Blue Cup | Austin, TX')).toBe('Store Manager');
    expect(cleanTitle('Director, Product Management')).toBe('Director, Product Management');
    expect(cleanTitle('Staff Nurse - ICU   June 2016 - Present')).toBe('Staff Nurse');
  });

  it('never throws on odd text, and keeps evidence short', () => {
    expect(readResumeRoles('')).toEqual({ current: null, target: null });
    expect(readResumeRoles('\u0000\u0001 →→ | | ::: ((( seeking seeking')).toEqual({ current: null, target: null });
    const long = `Summary\nSeeking a supply chain analyst role ${'with a strong focus on measurable outcomes and '.repeat(10)}.`;
    const roles = readResumeRoles(long, { skills: [], location: NO_LOCATION });
    expect(roles.target?.title).toBe('supply chain analyst');
    expect(roles.target?.evidence?.length).toBeLessThanOrEqual(ROLE_EVIDENCE_MAX);
    expect(roles.target?.evidence).toContain('Seeking a supply chain analyst role');
  });

  it('reads no target from what a person seeks that is not a role, nor from one word that is no job title', () => {
    const team = readResumeRoles(
      resume(
        'Ana Ruiz',
        'Summary',
        'Line cook of nine years, looking for a team where my experience counts.',
        'Experience',
        'Line Cook, Blue Door Bistro, 2017 - Present',
      ),
    );
    expect(team.target).toBeNull();
    expect(team.current?.occupation?.code).toMatch(/^35-20/);
    // "product" alone names no occupation: nothing is ranked toward it.
    const product = readResumeRoles(resume('Lee Park', 'Summary', 'ICU nurse moving into product.', 'Experience', 'Registered Nurse, 2015 - Present'));
    expect(product.target?.occupation ?? null).toBeNull();
    // jsonresume-theme-stackoverflow (tests/fixtures/real-resumes/04) puts this summary under the name.
    const ways = readResumeRoles(
      resume('Curtis Hollings', 'Seeking ways to execute on my personal leadership philosophy: To grow, inspire, and serve my team'),
    );
    expect(ways.target).toBeNull();
  });

  it('takes the title, not the month of its dates, the employer line, or a heading glued to it', () => {
    const month = readResumeRoles(resume('Sam Lo', 'Experience', 'Physical Therapist Sep 2019 - Present', 'Riverbend Health'));
    expect(month.current).toMatchObject({ title: 'Physical Therapist', occupation: { code: '29-1123.00' } });
    const employerFirst = readResumeRoles(
      resume('Kim Bo', 'Experience', 'Crabtree Valley High School', 'Science Teacher', '2016 - 2024', '• Taught chemistry'),
    );
    expect(employerFirst.current?.title).toBe('Science Teacher');
    const glued = readResumeRoles(resume('Jo Fox', 'Work History', 'EXPERIENCE Regional Truck Driver', 'Swift Transport, 2018 - Present'));
    expect(glued.current).toMatchObject({ title: 'Regional Truck Driver', occupation: { code: '53-3032.00' } });
  });
});

describe('a title several occupations share is read with the rest of the resume', () => {
  // O*NET files "Therapist" under eight occupations, social workers first.
  const therapist = (...rest: string[]) => resume('Sam Ortiz', 'EXPERIENCE', 'Therapist Sep 2023 – Present', '• Saw 12 clients a day', ...rest);
  const occupationOf = (text: string) => readResumeRoles(text, readResumeText(text)).current?.occupation?.title;

  it('takes the occupation whose own tools and work the resume shows', () => {
    expect(
      occupationOf(therapist('• Wrote plans of care in Meditech and charted in eClinicalWorks', '• Ran ergonomic assessment visits for warehouse staff')),
    ).toBe('Physical Therapists');
  });

  it('takes the occupation of an earlier job with that occupation’s own title', () => {
    expect(occupationOf(therapist('Physiotherapist Nov 2021 – Sep 2023', '• Saw outpatients'))).toBe('Physical Therapists');
  });

  it('keeps the mapping’s first reading when the resume says nothing specific (Word and Excel are everyone’s)', () => {
    expect(occupationOf(therapist('• Kept notes in Microsoft Word and Excel'))).toBe('Mental Health and Substance Abuse Social Workers');
  });
});

describe('a title the resume’s skills deny is kept without an occupation', () => {
  // "Resemble AI" (tests/fixtures/real-resumes/08) is an employer; O*NET files "AI" under animal breeders.
  const engineer = (...rest: string[]) =>
    resume(
      'Ari Chen',
      ...rest,
      'EXPERIENCE',
      'Resemble AI 2022 – Present',
      '• Trained speech models in PyTorch and TensorFlow on Kubernetes',
      '• Built data pipelines with Apache Spark, Airflow and PostgreSQL',
      '• Served models behind FastAPI with Docker and Terraform',
    );
  const roles = (text: string) => readResumeRoles(text, readResumeText(text));

  it('drops animal breeding from "Resemble AI" over a resume of PyTorch, Spark and Kubernetes', () => {
    const { current } = roles(engineer());
    expect(current?.title).toBe('Resemble AI');
    expect(current?.occupation).toBeNull();
  });

  it('keeps the occupation when the resume states a target: the skills may be the new line of work’s', () => {
    const { current, target } = roles(engineer('Objective: Transition into a machine learning engineer role'));
    expect(target).not.toBeNull();
    expect(current?.occupation?.code).toBe('45-2021.00');
  });

  it('keeps the occupation a resume’s own specific skills support (a night auditor’s front-desk systems)', () => {
    const text = resume(
      'Dana Reyes',
      'EXPERIENCE',
      'Night Auditor 2021 – Present',
      '• Ran the night audit in Opera PMS and balanced the folios',
      '• Posted room charges',
    );
    expect(roles(text).current?.occupation?.code).toBe('43-4081.00');
  });
});

describe('a theme’s label in the header is not a role', () => {
  it('does not read "BACKGROUND" (jsonresume-theme-elegant, tests/fixtures/real-resumes/11) as a background investigator', () => {
    const roles = readResumeRoles(
      resume('Mei Lawson', 'Mei Lawson', 'Undergraduate Researcher in Robotics', '• Worcester, MA, US (555) 016-2287 mei.lawson@example.com', 'BACKGROUND'),
    );
    expect(roles.current?.title ?? null).not.toBe('BACKGROUND');
    expect(roles.current?.occupation?.code ?? '').not.toMatch(/^33-/);
  });
});

describe('targets stated the way people write them (tests/fixtures/prose-resumes)', () => {
  it('reads "leaving X for a Y role" as Y (23, neuroscience)', () => {
    const roles = readResumeRoles(
      resume(
        'Ravi Menon',
        'SUMMARY',
        'Neuroscientist who can run a 120-person fMRI study end to end. Leaving academia for a data scientist role, ideally in health analytics.',
        'EXPERIENCE',
        'Postdoctoral Research Fellow, University of Michigan 2022 – present',
      ),
    );
    expect(roles.target?.occupation?.title).toBe('Data Scientists');
  });

  it('reads a summary a theme sets under the name without a known heading, its cue wrapped over two lines (15, bartender)', () => {
    const roles = readResumeRoles(
      resume(
        'Tessa Marlowe',
        'Nashville, TN · 615-555-0177 · tessa.marlowe@example.com',
        "HI, I'M TESSA",
        "Somewhere in there I realized the events were the part I'd do for free. I'm looking to move into",
        'event planning full time, as an event coordinator or planner at a venue, hotel or agency.',
        'EXPERIENCE',
        'Bar Manager & Private Events Lead, Low Cotton Saloon — Nashville, TN 2020 – present',
      ),
    );
    expect(roles.target).toMatchObject({ title: 'event planning', occupation: { code: '13-1121.00' } });
  });
});

describe('the latest job’s title read as third-party themes print it (tests/fixtures/real-resumes)', () => {
  const roles = (text: string) => readResumeRoles(text, readResumeText(text));

  it('reads a title after the employer’s web address (jsonresume-theme-flat, 03)', () => {
    const { current } = roles(
      resume(
        'Walt Brand',
        'Work',
        'https://sce.com (https://sce.com)\tEnterprise Digital Technology Architect',
        'Highlights',
        'Southern California Edison 2015-01-01 —',
      ),
    );
    expect(current?.title).toBe('Enterprise Digital Technology Architect');
    expect(current?.occupation?.code).toMatch(/^15-12/);
  });

  it('reads no duty as a title: "Organize and lead architecture, …", "Design and develop …", "Clients: Dell, …"', () => {
    for (const duty of [
      'Organize and lead architecture, engineering, and design',
      'Design and develop corporate intranet rebranding',
      'Clients: Dell, Microsoft, Apple',
    ]) {
      const { current } = roles(resume('Walt Brand', 'Work', duty, 'Acme 2015 – 2020', 'Founder', 'Acme Labs 2010 – 2015'));
      expect(current?.title, duty).not.toBe(duty.split(/[,:]/)[0]);
      expect(current?.evidence ?? '', duty).not.toContain(duty.slice(0, 20));
    }
    // A label that names the title is read past.
    expect(roles(resume('Kim Bo', 'Experience', 'Position: Data Analyst', 'Acme 2019 – Present')).current?.title).toBe('Data Analyst');
    // A title that starts with a verb is still one when written as a title.
    expect(roles(resume('Kim Bo', 'Experience', 'Design Engineer', 'Acme 2019 – Present')).current?.title).toBe('Design Engineer');
  });

  it('takes the latest job’s title known in part over an older job’s known whole (jsonresume-theme-spartan, 08)', () => {
    const { current } = roles(
      resume(
        'Ari Chen',
        'EXPERIENCE',
        'Resemble AI',
        'April 2020 - Present',
        'Machine Learning Research Engineer',
        'September 2017 - December 2017',
        'Teaching Assistant',
        '• Graded assignments for 120 students',
      ),
    );
    expect(current?.title).toBe('Machine Learning Research Engineer');
    expect(current?.occupation?.code).toMatch(/^15-/);
  });

  it('keeps a software developer reading when the skills are a systems analyst’s: the same line of work (21)', () => {
    const { current } = roles(
      resume(
        'Priya Hazarika',
        'Work',
        'Senior Systems Engineer',
        '• Managed client escalations and gathered requirements for business analysis',
        '• Built stakeholder management and relationship building plans; wrote SQL',
        '• Ran escalation management and improved customer satisfaction (CSAT)',
        'Infosys 2023-10 — 2025-03',
      ),
    );
    expect(current?.occupation?.code).toMatch(/^15-12/);
  });
});

describe('a target given as two alternatives', () => {
  it('reads both whole, each as long as one title ("drug safety associate or pharmacovigilance scientist position")', () => {
    const { target } = readResumeRoles(
      resume('Lee Park', 'Summary', "I'm seeking a drug safety associate or pharmacovigilance scientist position with a sponsor or CRO in New Jersey."),
    );
    expect(target?.title).toBe('drug safety associate or pharmacovigilance scientist');
  });
});
