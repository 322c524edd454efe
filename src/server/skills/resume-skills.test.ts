import { describe, expect, it } from 'vitest';
import { canonicalSkills } from '~/lib/pivotmatch';
import { extractSkillEvidence, sameThing } from './resume-skills';

const read = (text: string) => extractSkillEvidence(text, { names: [] });
/** "name" or "name [canonical]" when the vocabulary names it another way; "[—]" for none. */
const shown = (text: string) => read(text).map((e) => (e.canonical === e.name ? e.name : `${e.name} [${e.canonical ?? '—'}]`));

describe('a skill is named as the resume writes it, with the vocabulary entry beside it', () => {
  it('keeps the short form people write: Kafka, Epic, SEO', () => {
    expect(shown('Built streaming jobs on Kafka and Spark')).toEqual(['Kafka [Apache Kafka]', 'Spark [Apache Spark]']);
    expect(shown('Charted every visit in Epic and Cerner')).toEqual(['Epic [Epic Systems]', 'Cerner']);
    expect(shown('Grew organic traffic 40% with SEO')).toEqual(['SEO [Search Engine Optimization (SEO)]']);
  });

  it('spells a form as the vocabulary does when the resume only changed its case', () => {
    expect(shown('SKILLS\npython, JAVASCRIPT, kafka, sql')).toEqual(['Python', 'JavaScript', 'Kafka [Apache Kafka]', 'SQL']);
  });

  it('takes the name from the owner’s own list over a sentence', () => {
    expect(shown('Built pipelines in Apache Kafka.\nSKILLS\nKafka, SQL')).toEqual(['Kafka [Apache Kafka]', 'SQL']);
  });

  it('keeps each word the owner lists under its own name, though the vocabulary files them under one skill', () => {
    expect(shown('Skills: Excel, pivot tables, VLOOKUP')).toEqual(['Excel [Microsoft Excel]', 'Pivot tables [Microsoft Excel]', 'VLOOKUP [Microsoft Excel]']);
    expect(canonicalSkills(read('Skills: Excel, pivot tables, VLOOKUP'))).toEqual(['Microsoft Excel']);
  });

  it('keeps a sentence’s narrower wording under its own name, and another wording of the same thing under the first', () => {
    // Prose resume 07 (bank teller): the owner wrote both, and expects both back.
    const text = 'I keep my own tracker of the cases I flag in Excel, with pivot tables by fraud type and month.';
    expect(shown(text)).toEqual(['Excel [Microsoft Excel]', 'Pivot tables [Microsoft Excel]']);
    expect(canonicalSkills(read(text))).toEqual(['Microsoft Excel']);
    // Prose resume 18 (electrician): the tool in a sentence, the test it does in the list.
    expect(shown('Troubleshoot dead strings and ground faults with a Fluke meter and megger.\nSKILLS\nInsulation resistance testing')).toEqual([
      'Megger [Megger Testing]',
      'Insulation resistance testing [Megger Testing]',
    ]);
    // Another wording of the same thing adds evidence to the first entry.
    const sql = read('Tuned queries in PostgreSQL.\nMoved the reports off Postgres.');
    expect(sql.map((s) => [s.name, s.evidence.length])).toEqual([['PostgreSQL', 2]]);
  });

  it('does not let a listed wording rename an entry the sentences named for a different thing', () => {
    // Prose resume 01 (paralegal): "document review" in a sentence, "privilege review" in the list.
    const text = 'Ran document review for a 40-lawyer team.\nSKILLS\nPrivilege review, Relativity';
    expect(read(text).map((s) => s.name)).toEqual(['Document Review', 'Privilege review', 'Relativity']);
  });

  it('gives each skill its category, and matching the vocabulary’s names once each', () => {
    const skills = read('Apache Kafka and SQL.\nSKILLS\nKafka, Flowbit Scheduler');
    expect(skills.map((s) => [s.name, s.category])).toEqual([
      ['Kafka', 'software'],
      ['SQL', 'data'],
      ['Flowbit Scheduler', null],
    ]);
    expect(canonicalSkills(skills)).toEqual(['Apache Kafka', 'SQL']);
  });
});

describe('what a resume lists is a skill, known or not', () => {
  it('returns an unknown listed item as written, with its evidence and no canonical entry', () => {
    const text = 'Jo Park\nTools: Jira, Flowbit Scheduler, Postman';
    const skills = read(text);
    const flowbit = skills.find((s) => s.name === 'Flowbit Scheduler')!;
    expect(flowbit).toMatchObject({ canonical: null, category: null });
    expect(flowbit.evidence).toEqual([{ text: 'Flowbit Scheduler', quote: 'Tools: Jira, Flowbit Scheduler, Postman', section: null, start: 21, end: 38 }]);
    expect(skills.map((s) => s.name)).toEqual(['Jira', 'Flowbit Scheduler', 'Postman']);
  });

  it('reads every item of "AWS, Lambda, SQS" in a skills list, each under its own name', () => {
    const skills = read('SKILLS\nAWS, Lambda, SQS\nEXPERIENCE\nMoved billing onto AWS Lambda.');
    expect(skills.map((s) => s.name)).toEqual(['AWS', 'Lambda', 'SQS']);
    expect(skills.every((s) => s.evidence[0]!.section === 'skills')).toBe(true);
  });

  it('splits items at commas, bullets, pipes, tabs (PDF cells), brackets and slashes between names', () => {
    expect(shown('SKILLS\nFlowbit Planner\tQuillmark Law\tFlowbit Scheduler')).toEqual(['Flowbit Planner [—]', 'Quillmark Law [—]', 'Flowbit Scheduler [—]']);
    expect(read('Skills: Excel (pivot tables, VLOOKUP) | Flowbit/Quillmark').map((s) => s.name)).toEqual([
      'Excel',
      'Pivot tables',
      'VLOOKUP',
      'Flowbit',
      'Quillmark',
    ]);
    // "CI/CD", "TCP/IP" and "Oracle PL/SQL" are one skill each.
    expect(read('Skills: CI/CD, TCP/IP, Oracle PL/SQL').map((s) => s.name)).toEqual(['CI/CD', 'TCP/IP', 'Oracle PL/SQL']);
  });

  it('reads a list wrapped onto the next line as one list', () => {
    expect(read('Tools: Microsoft Excel, Microsoft\nWord, Tableau').map((s) => s.name)).toEqual(['Microsoft Excel', 'Microsoft Word', 'Tableau']);
  });

  it('does not take a level, years of use, a date, a heading, a sentence or a school for a skill', () => {
    const text = [
      'SKILLS',
      'Python (Advanced), Spanish – Fluent, Flowbit: Expert, 5 years, 2019',
      // A dated line in a skills section is a job's header a layout ran into it.
      'Quillmark Analyst, Acme Corp, 2019 – Present',
      'Strong communicator with ten years of experience leading teams.',
      'Bachelor of Fine Arts, Studio Art 2011 – 2013',
      'Languages',
    ].join('\n');
    expect(read(text).map((s) => s.name)).toEqual(['Python', 'Spanish', 'Flowbit']);
  });

  it('takes the certificate from a certifications line, not its issuer or date', () => {
    expect(shown('CERTIFICATIONS\nCertified Flowbit Practitioner – Quillmark Alliance, 2021')).toEqual(['Certified Flowbit Practitioner [—]']);
  });

  it('does not read an ordinary word inside an unknown listed item as a skill of its own', () => {
    // "Planning" alone is a skill only in a list; here it is part of "Estate Planning".
    expect(read('SKILLS\nEstate Planning, Probate Law').map((s) => s.name)).not.toContain('Planning');
  });

  it('reads nothing listed outside a list: a sentence is read only for what the vocabulary knows', () => {
    expect(read('I also maintained the Flowbit Scheduler for the team.').map((s) => s.name)).toEqual([]);
  });
});

describe('two wordings of one vocabulary entry name the same thing', () => {
  it.each([
    ['Excel', 'MS Excel'],
    ['SEO', 'search engine optimization'],
    ['UbD', 'Understanding by Design'],
    ['JS', 'JavaScript'],
    ['K8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['RESTful', 'REST API'],
    ['Stakeholder communication', 'stakeholder communications'],
  ])('%s and %s are one thing', (a, b) => expect(sameThing(a, b)).toBe(true));

  it.each([
    ['Excel', 'pivot tables'],
    ['document review', 'privilege review'],
    ['QuickBooks Online', 'QuickBooks Desktop'],
    ['backward design', 'Understanding by Design'],
    ['megger', 'insulation resistance testing'],
  ])('%s and %s are two things', (a, b) => expect(sameThing(a, b)).toBe(false));
});
