import { describe, expect, it } from 'vitest';
import { createSkillMatcher } from './extract-skills';
import { extractSkillEvidence } from './resume-skills';
import roles from '@content/linkedin/roles.json';
import { SKILLS, VOCABULARY_COUNTS, skillByName, type SkillDef } from './taxonomy';

/** The vocabulary's entries of the skills read (names as written are tested in resume-skills.test.ts). */
const skillsOf = (text: string) => extractSkillEvidence(text).map((e) => e.canonical);

describe('the skills vocabulary', () => {
  it('holds tens of thousands of forms from curated names, O*NET and ESCO, each skill with one name', () => {
    expect(VOCABULARY_COUNTS.surfaceForms).toBeGreaterThan(30_000);
    const sources = new Set(SKILLS.map((s) => s.source));
    expect([...sources].sort()).toEqual(['curated', 'esco', 'onet', 'onet-skill']);
    expect(new Set(SKILLS.map((s) => s.name)).size).toBe(SKILLS.length);
  });

  it('is the vocabulary the generated LinkedIn role data was read with (npm run data:linkedin after data:skills)', () => {
    const unknown = roles.skills.split('|').filter((name) => !skillByName(name));
    expect(unknown).toEqual([]);
  });

  it('reads O*NET product names the way resumes write them: vendor dropped, "software" dropped, the acronym', () => {
    expect(skillsOf('Mapped hydrants with Esri ArcGIS')).toContain('ArcGIS');
    expect(skillsOf('Mapped hydrants in ArcGIS')).toContain('ArcGIS');
    expect(skillsOf('Monitored pumps on the SCADA screens')).toContain('SCADA');
    expect(skillsOf('Logged work orders in a computerized maintenance management system')).toContain('CMMS');
    expect(skillsOf('Kept the books in Intuit QuickBooks')).toContain('QuickBooks');
  });
});

describe('precision rules', () => {
  const job = (employer: string, bullets: string[]) =>
    `Maya Lee\nEXPERIENCE\nAccount Manager\n${employer} · Omaha, NE  2019 – Present\n${bullets.map((b) => `• ${b}`).join('\n')}`;

  it('does not read an employer name as a skill: "Cascade Payroll Software", "Emerald Freight Software"', () => {
    expect(skillsOf(job('Cascade Payroll Software', ['Grew renewals 20%']))).not.toContain('Payroll Processing');
    expect(skillsOf(job('Emerald Freight Software', ['Grew renewals 20%']))).not.toContain('Freight Management');
    // ...while the same words as work done still count.
    expect(skillsOf(job('Cascade Payroll Software', ['Processed payroll for 200 staff']))).toContain('Payroll Processing');
  });

  it('does not read a school as a skill, but takes a job title as evidence', () => {
    const text =
      'Sam Ortiz\nEXPERIENCE\nMachine Learning Engineer\nAcme Corp · Austin, TX  2020 – 2024\n• Shipped a billing service\nEDUCATION\nB.S. Biology\nData Science Institute of Texas, 2016';
    const skills = skillsOf(text);
    expect(skills).toContain('Machine Learning');
    expect(skills).not.toContain('Data Science');
  });

  it('needs a word in its skill sense: "onboarded my own accounts", "none escalated to litigation", other people', () => {
    expect(skillsOf('• Onboarded my own accounts and grew renewals')).not.toContain('Employee Onboarding');
    expect(skillsOf('• Resolved billing disputes; none escalated to litigation')).not.toContain('Litigation Support');
    expect(skillsOf('• Collaborated with law enforcement agencies on reports')).not.toContain('Law Enforcement');
    expect(skillsOf('• Supervised legal assistants and clerks')).not.toContain('Paralegal Services');
    expect(skillsOf('• Onboarded 12 new hires through employee onboarding')).toContain('Employee Onboarding');
    expect(skillsOf('• Drafted pleadings for litigation support')).toContain('Litigation Support');
  });

  it('does not read an activity named only to describe a thing: "cooking utensils", "scheduling requirements"', () => {
    expect(skillsOf('• Stocked, organized, and cleaned kitchens and cooking utensils')).not.toContain('Culinary Arts');
    expect(skillsOf('• Worked within budget and scheduling requirements')).not.toContain('Scheduling');
    expect(skillsOf('• Submitted loan files for underwriting approval')).not.toContain('Underwriting');
    expect(skillsOf('• Cooking for 200 guests a night')).toContain('Culinary Arts');
    expect(skillsOf('• Built staff scheduling for three sites')).toContain('Scheduling');
  });

  it('reads a product named with an ordinary word (Chef, Puppet) only where it is a tool, not a job title', () => {
    expect(skillsOf('Elena Alvarez\nPrivate Chef\nEXPERIENCE\nPrivate Chef  2023 – Present\n• Prepared meals in private homes')).not.toContain('Chef');
    expect(skillsOf('SKILLS\nChef, Puppet, Terraform')).toEqual(expect.arrayContaining(['Chef', 'Puppet', 'Terraform']));
    expect(skillsOf('• Automated server builds using Chef')).toContain('Chef');
  });

  it('counts a skill listed in a skills section, and an ordinary word only there or after "using"', () => {
    expect(skillsOf('SKILLS\nWord, Teams, Outlook')).toEqual(['Microsoft Word', 'Microsoft Teams', 'Microsoft Outlook']);
    expect(skillsOf('• Had a word with the teams about the outlook for Q3')).toEqual([]);
    expect(skillsOf('• Ran stand-ups using Teams')).toEqual(['Microsoft Teams']);
    expect(skillsOf('LANGUAGES\nPortuguese (fluent), Vietnamese')).toEqual(['Portuguese', 'Vietnamese']);
  });

  it('reads an ambiguous acronym only with its expansion or a context word', () => {
    expect(skillsOf('• Filed SARs under the AML program')).toContain('Anti-Money Laundering (AML)');
    expect(skillsOf('• Oncology nurse caring for AML patients')).not.toContain('Anti-Money Laundering (AML)');
  });

  it('covers fields the first taxonomy barely knew (a firefighter moving to emergency management)', () => {
    const skills = skillsOf(
      'SKILLS\nIncident Command System (ICS), WebEOC, NIMS, GIS, ArcGIS, Grant Writing, Continuity Planning\nEXPERIENCE\n• Led incident command at structure fires; mapped hydrants in Esri ArcGIS',
    );
    for (const s of ['Incident Command System (ICS)', 'WebEOC', 'NIMS', 'GIS', 'ArcGIS', 'Grant Writing', 'Continuity Planning']) expect(skills).toContain(s);
  });
});

describe('evidence', () => {
  const text =
    'Ana Silva\nAustin, TX\n\nSKILLS\nPython, SQL, ﬁnancial modeling\n\nEXPERIENCE\nAnalyst\nAcme · Austin, TX  2020 – Present\n• Built dashboards in  Power-BI and Microsoft\n  Excel for the CFO';

  it('points each span at the words in the text, with the section and the line around them', () => {
    const evidence = extractSkillEvidence(text);
    expect(evidence.length).toBeGreaterThan(0);
    for (const { name: skill, evidence: spans } of evidence) {
      expect(spans.length, skill).toBeGreaterThan(0);
      for (const span of spans) expect(text.slice(span.start, span.end), skill).toBe(span.text);
    }
    const bySkill = new Map(evidence.map((e) => [e.canonical, e.evidence[0]!]));
    expect(bySkill.get('Python')).toMatchObject({ text: 'Python', section: 'skills', quote: 'Python, SQL, ﬁnancial modeling' });
    expect(bySkill.get('Financial Modeling')).toMatchObject({ text: 'ﬁnancial modeling', section: 'skills' });
    expect(bySkill.get('Power BI')).toMatchObject({ text: 'Power-BI', section: 'work' });
    // A name broken across lines is one span; the quote is the lines it is on, joined.
    expect(bySkill.get('Microsoft Excel')!.text).toBe('Microsoft\n  Excel');
    expect(bySkill.get('Microsoft Excel')!.quote).toBe('• Built dashboards in Power-BI and Microsoft Excel for the CFO');
  });

  it('keeps at most three spans per skill, in reading order', () => {
    const spans = extractSkillEvidence('Python. Python! Python? Python;').find((e) => e.name === 'Python')!.evidence;
    expect(spans.map((s) => s.start)).toEqual([0, 8, 16]);
  });
});

describe('the matcher on 50,000 surface forms', () => {
  // Deterministic made-up words, so nothing depends on the real vocabulary.
  let seed = 20261125;
  const rand = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const syllables = ['ka', 'lo', 'mi', 'ra', 'tu', 'ven', 'dor', 'xi', 'pel', 'qua', 'ston', 'bri'];
  const word = () => Array.from({ length: 2 + Math.floor(rand() * 3) }, () => syllables[Math.floor(rand() * syllables.length)]).join('');
  const skills: SkillDef[] = [];
  const seen = new Set<string>();
  while (skills.length < 25_000) {
    const a = `${word()} ${word()}`;
    const b = `${word()}-${word()} ${word()}`;
    if (seen.has(a) || seen.has(b.replace('-', ' '))) continue;
    seen.add(a).add(b.replace('-', ' '));
    skills.push({ name: `S${skills.length}`, field: 'software', aliases: [a, b], source: 'onet' });
  }

  it('finds every form, longest first, in one pass, and nothing else', () => {
    const matcher = createSkillMatcher(skills);
    const sample = skills.filter((_, i) => i % 500 === 0);
    const text = sample.map((s, i) => `Used ${i % 2 ? s.aliases[1] : s.aliases[0]!.toUpperCase()} daily`).join('. ');
    expect(matcher.find(text).map((m) => m.name)).toEqual(sample.map((s) => s.name));
    expect(matcher.find('Used kalomi daily and vendorxi weekly')).toEqual([]);
  });
});
