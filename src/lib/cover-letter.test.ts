import { describe, expect, it } from 'vitest';
import {
  COVER_LETTER_LIMITS,
  assembleLetter,
  compareSkills,
  evidenceSentence,
  letterDocument,
  listInWords,
  readJobDescription,
  type DraftInput,
} from './cover-letter';
import { emptyResumeData } from './resume';

const input = (over: Partial<DraftInput> = {}): DraftInput => ({
  company: 'Acme',
  role: 'Data Analyst',
  jobSkills: ['SQL', 'Tableau', 'Python'],
  resumeSkills: ['SQL', 'Excel', 'Public Speaking'],
  evidence: [{ text: 'Ran SQL reports for the district', skills: ['SQL'], position: 'Teacher', employer: 'Lincoln High', kind: 'work' }],
  latest: { position: 'Teacher', employer: 'Lincoln High' },
  ...over,
});

describe('matched requirements and gaps', () => {
  it('matches in the description’s order, whatever the case, each skill once', () => {
    expect(compareSkills(['Tableau', 'SQL', 'sql', 'Python'], ['python', 'SQL'])).toEqual({ matched: ['SQL', 'Python'], gaps: ['Tableau'] });
    expect(compareSkills([], ['SQL'])).toEqual({ matched: [], gaps: [] });
  });

  it('offers the member’s own other skills for the gaps, near ones first', () => {
    const d = assembleLetter(input({ fields: { Tableau: 'data', Python: 'software', Excel: 'data', 'Public Speaking': 'general' } }));
    expect(d.requirements).toEqual({
      matched: [{ skill: 'SQL', evidence: 'Ran SQL reports for the district' }],
      gaps: ['Tableau', 'Python'],
      transferable: ['Excel', 'Public Speaking'],
    });
    expect(d.paragraphs.join(' ')).toContain(
      'Your description also mentions Tableau and Python, which my resume does not show yet. I would bring my Excel and Public Speaking to them',
    );
  });

  it('says nothing about gaps when the resume covers the description', () => {
    const d = assembleLetter(input({ jobSkills: ['SQL'] }));
    expect(d.requirements.gaps).toEqual([]);
    expect(d.paragraphs.join(' ')).not.toContain('does not show');
  });
});

describe('the letter', () => {
  it('greets the company’s team and closes with Sincerely', () => {
    const d = assembleLetter(input());
    expect(d.greeting).toBe('Dear Acme hiring team,');
    expect(d.closing).toBe('Sincerely,');
    expect(d.paragraphs[0]).toBe(
      'I am writing to apply for the Data Analyst role at Acme. Most recently I have worked as Teacher at Lincoln High. I bring SQL, which your description asks for.',
    );
    expect(d.paragraphs.at(-1)).toContain('how I could help Acme.');
    expect(assembleLetter(input({ company: '' })).greeting).toBe('Dear hiring manager,');
  });

  it('quotes a bullet whole: after "I" when it starts with a past-tense verb, else after a colon', () => {
    const line = { text: 'Built dashboards in Excel', skills: [], position: 'Analyst', employer: 'Acme', kind: 'work' as const };
    expect(evidenceSentence(line)).toBe('As Analyst at Acme, I built dashboards in Excel.');
    expect(evidenceSentence({ ...line, text: 'Responsible for 40 reports a week.' })).toBe('As Analyst at Acme: Responsible for 40 reports a week.');
    expect(evidenceSentence({ ...line, kind: 'project', employer: 'Budget app', text: 'Taught myself SQL' })).toBe(
      'In my Budget app project, I taught myself SQL.',
    );
  });

  it('uses the description’s own wording for a skill', () => {
    const d = assembleLetter(input({ labels: { SQL: 'T-SQL' } }));
    expect(d.paragraphs[0]).toContain('I bring T-SQL');
    expect(d.requirements.matched[0]!.skill).toBe('T-SQL');
  });

  it('stays within the limits, however long the resume’s bullets and names', () => {
    const long = 'x'.repeat(COVER_LETTER_LIMITS.role);
    const evidence = Array.from({ length: 20 }, (_, i) => ({
      text: `Built ${'y'.repeat(390)} ${i}`,
      skills: [`S${i}`],
      position: long,
      employer: long,
      kind: 'work' as const,
    }));
    const skills = evidence.map((e) => e.skills[0]!);
    const d = assembleLetter(input({ company: long, role: long, jobSkills: [...skills, 'Gap1', 'Gap2'], resumeSkills: skills, evidence }));
    expect(d.greeting.length).toBeLessThanOrEqual(COVER_LETTER_LIMITS.greeting);
    expect(d.paragraphs.length).toBeLessThanOrEqual(COVER_LETTER_LIMITS.paragraphs);
    for (const p of d.paragraphs) expect(p.length).toBeLessThanOrEqual(COVER_LETTER_LIMITS.paragraph);
    // Three bullets quoted, the rest named once.
    expect(d.paragraphs[1]!.match(/I built/g)).toHaveLength(3);
  });

  it('does not repeat in a paragraph of its own what the opening already says', () => {
    const d = assembleLetter(input({ jobSkills: ['SQL'], evidence: [] }));
    expect(d.paragraphs).toHaveLength(2);
    expect(d.paragraphs.join(' ')).not.toContain('My resume also lists');
    const many = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(assembleLetter(input({ jobSkills: many, resumeSkills: many, evidence: [] })).paragraphs[1]).toBe('My resume also lists E and F.');
  });

  it('lists in words', () => {
    expect([listInWords([]), listInWords(['A']), listInWords(['A', 'B']), listInWords(['A', 'B', 'C'])]).toEqual(['', 'A', 'A and B', 'A, B and C']);
  });
});

describe('reading company and role from a pasted description', () => {
  it('reads labelled lines', () => {
    expect(readJobDescription('Company: Helix Health\nJob title: Clinical Informatics Specialist\nWe need…')).toEqual({
      company: 'Helix Health',
      role: 'Clinical Informatics Specialist',
    });
  });
  it('reads "X is hiring a Y" and a first line "Role at Company"', () => {
    expect(readJobDescription('Northwind Analytics is hiring a Data Analyst to join our team.')).toEqual({
      company: 'Northwind Analytics',
      role: 'Data Analyst',
    });
    expect(readJobDescription('Initech is looking for a Security Engineer. You will…')).toEqual({ company: 'Initech', role: 'Security Engineer' });
    expect(readJobDescription('Project Manager at Acme Corp\nYou will own budgets.')).toEqual({ company: 'Acme Corp', role: 'Project Manager' });
  });
  it('invents nothing when the description does not say', () => {
    expect(readJobDescription('We are looking for someone who loves data. You will build reports.')).toEqual({ company: '', role: '' });
    expect(readJobDescription('')).toEqual({ company: '', role: '' });
    expect(readJobDescription(`Role: ${'You will lead our reporting and work with every team on the numbers they need. '.repeat(2)}`).role).toBe('');
  });
});

describe('the letter as exported', () => {
  it('takes the sender from the resume, else the account, and drops empty paragraphs', () => {
    const basics = {
      ...emptyResumeData().basics,
      name: 'Maya Lopez',
      email: 'maya@x.test',
      phone: '555',
      location: { city: 'Austin', region: 'TX', countryCode: 'US' },
    };
    const letter = { company: 'Acme', role: 'Analyst', greeting: 'Dear team,', paragraphs: ['One.', '  ', 'Two.'], closing: 'Best,' };
    const now = new Date('2026-11-24T12:00:00Z');
    expect(letterDocument(letter, basics, { name: 'Kim Lo', email: 'kim@x.test' }, now)).toEqual({
      sender: { name: 'Maya Lopez', email: 'maya@x.test', phone: '555', location: 'Austin, TX, US' },
      date: 'November 24, 2026',
      recipient: { company: 'Acme', role: 'Analyst' },
      greeting: 'Dear team,',
      paragraphs: ['One.', 'Two.'],
      closing: 'Best,',
      signature: 'Maya Lopez',
    });
    expect(letterDocument(letter, null, { name: 'Kim Lo', email: 'kim@x.test' }, now).sender).toEqual({
      name: 'Kim Lo',
      email: 'kim@x.test',
      phone: '',
      location: '',
    });
  });
});
