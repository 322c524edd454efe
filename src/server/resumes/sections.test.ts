import { describe, expect, it } from 'vitest';
import { NO_LOCATION } from './location';
import { headingKey } from './headings';
import { isoDate, readResumeSections } from './sections';

const read = (text: string, skills: string[] = []) => readResumeSections(text, { skills, location: NO_LOCATION });

describe('the resume section reader', () => {
  it('knows headings however they are written, and only whole-line headings', () => {
    expect(headingKey('WORK EXPERIENCE')).toBe('work');
    expect(headingKey('Skills & Abilities:')).toBe('skills');
    expect(headingKey('Licenses and Certifications')).toBe('certificates');
    expect(headingKey('Awards')).toBe('other');
    expect(headingKey('Experience with SQL and dashboards')).toBeNull();
  });

  it('reads dates as JSON Resume dates, and an open end as empty', () => {
    expect(isoDate('June 2018')).toBe('2018-06');
    expect(isoDate('Sept. 2020')).toBe('2020-09');
    expect(isoDate('06/2018')).toBe('2018-06');
    expect(isoDate('2018')).toBe('2018');
    expect(isoDate('Present')).toBe('');
  });

  it('reads "Title, Company, City, ST, Dates" and "Title <tab> Dates / Company <tab> Place" jobs with their bullets', () => {
    const text = [
      'Jane Smith',
      'jane@example.com | 555-123-4567',
      'EXPERIENCE',
      'Nurse, St. Mary Hospital, Denver, CO, March 2016 - Present',
      '• Cared for 20 patients a shift in a',
      'busy emergency department',
      '• Trained new nurses',
      'Care Assistant\tJan 2012 - Feb 2016',
      'Sunrise Homes\tBoulder, CO',
      '- Planned daily rotas for 12 staff',
    ].join('\n');
    const { data, unread } = read(text);
    expect(data.work).toEqual([
      expect.objectContaining({
        position: 'Nurse',
        name: 'St. Mary Hospital',
        location: 'Denver, CO',
        startDate: '2016-03',
        endDate: '',
        highlights: ['Cared for 20 patients a shift in a busy emergency department', 'Trained new nurses'],
      }),
      expect.objectContaining({
        position: 'Care Assistant',
        name: 'Sunrise Homes',
        location: 'Boulder, CO',
        startDate: '2012-01',
        endDate: '2016-02',
        highlights: ['Planned daily rotas for 12 staff'],
      }),
    ]);
    expect(unread).toEqual([]);
  });

  it('keeps skills as the member listed them, groups by label, and never splits inside parentheses', () => {
    const { data } = read(['A B', 'SKILLS', 'Data: SQL, Python,', 'Tableau', '• Excel (pivot tables, lookups)', '• and Public Speaking'].join('\n'), [
      'Ignored',
    ]);
    expect(data.skills).toEqual([
      { name: 'Data', level: '', keywords: ['SQL', 'Python', 'Tableau'] },
      { name: '', level: '', keywords: ['Excel (pivot tables, lookups)', 'Public Speaking'] },
    ]);
  });

  it('falls back to the taxonomy’s skills only when there is no skills section', () => {
    expect(read('A B\nEXPERIENCE\nAnalyst 2020 - 2021\nUsed SQL daily.', ['SQL']).data.skills).toEqual([{ name: '', level: '', keywords: ['SQL'] }]);
  });

  it('lists what it did not import instead of guessing', () => {
    const { data, read: got, unread } = read(['jane@example.com', 'EXPERIENCE', 'Volunteer work for the library', 'AWARDS', 'Teacher of the year'].join('\n'));
    expect(data.basics.name).toBe('');
    expect(unread).toEqual(expect.arrayContaining(['your name', 'AWARDS section', 'the dates of 1 job']));
    expect(got).toContain('contact details');
    expect(JSON.stringify(data)).not.toContain('Teacher of the year');
  });

  it('reads degrees, schools and grades; languages with their fluency', () => {
    const { data } = read(
      [
        'A B',
        'EDUCATION',
        'Master of Science in Data Science, University of Denver, 2019 - 2021',
        'GPA: 3.9',
        'LANGUAGES',
        'Spanish (Fluent), French - Basic',
      ].join('\n'),
    );
    expect(data.education).toEqual([
      { studyType: 'Master of Science', area: 'Data Science', institution: 'University of Denver', startDate: '2019', endDate: '2021', score: 'GPA: 3.9' },
    ]);
    expect(data.languages).toEqual([
      { language: 'Spanish', fluency: 'Fluent' },
      { language: 'French', fluency: 'Basic' },
    ]);
  });

  it('reads a job whose place and dates stand on their own lines, or whose dates break before the year', () => {
    const text = [
      'Dana Cruz',
      'EXPERIENCE',
      'Logistics NCO',
      'U.S. Army, 82nd Airborne Division',
      'Fort Liberty, NC',
      'Mar 2019 – Aug 2024',
      '• Ran the battalion warehouse',
      'Supply Sergeant',
      'U.S. Army, 3rd Infantry Division, Fort Stewart, GA, – Aug',
      '2015 to Feb 2019',
      '• Kept 1,100 line items on the books',
    ].join('\n');
    const { data, unread } = read(text);
    expect(data.work.map((w) => [w.position, w.name, w.location, w.startDate, w.endDate, w.highlights])).toEqual([
      ['Logistics NCO', 'U.S. Army, 82nd Airborne Division', 'Fort Liberty, NC', '2019-03', '2024-08', ['Ran the battalion warehouse']],
      ['Supply Sergeant', 'U.S. Army, 3rd Infantry Division', 'Fort Stewart, GA', '2015-08', '2019-02', ['Kept 1,100 line items on the books']],
    ]);
    expect(unread).toEqual([]);
  });

  it('joins bullets a PDF wrapped mid-sentence, and drops whatever symbol the PDF drew its bullets with', () => {
    const lines = [
      'Dana Cruz',
      'EXPERIENCE',
      'Logistics NCO, U.S. Army, Fort Liberty, NC, 2019 - 2024',
      '□ Raised the brigade’s parts fill rate by reworking the authorized stockage list; fill rose from 86% to',
      '95%.',
      '➢ Built a readiness dashboard in Power BI that replaced a thirty-slide weekly briefing for the staff.',
      'The brigade XO still uses it every Monday.',
      '\uFFFD Trained 14 Soldiers',
      'CERTIFICATIONS',
      '✓ Lean Six Sigma Green Belt',
      '❖ ASCM Certified Supply Chain Professional (CSCP)',
    ];
    const pdf = readResumeSections(lines.join('\n'), { skills: [], location: NO_LOCATION, kind: 'pdf' });
    expect(pdf.data.work[0]!.highlights).toEqual([
      'Raised the brigade’s parts fill rate by reworking the authorized stockage list; fill rose from 86% to 95%.',
      'Built a readiness dashboard in Power BI that replaced a thirty-slide weekly briefing for the staff. The brigade XO still uses it every Monday.',
      'Trained 14 Soldiers',
    ]);
    expect(pdf.data.certificates.map((c) => c.name)).toEqual(['Lean Six Sigma Green Belt', 'ASCM Certified Supply Chain Professional (CSCP)']);
    // A DOCX paragraph is never wrapped: a sentence after a bullet there stays apart from it.
    const docx = read(lines.join('\n'));
    expect(docx.data.work[0]!.highlights[1]).toBe('Built a readiness dashboard in Power BI that replaced a thirty-slide weekly briefing for the staff.');
  });

  it('joins the lines of unmarked bullets where a PDF wrapped them, keeping words broken at a hyphen whole', () => {
    const lines = [
      'Dana Cruz',
      'EXPERIENCE',
      'Logistics NCO, U.S. Army, Fort Liberty, NC, 2019 - 2024',
      'Cut the brigade’s excess inventory by $4.2M in 18 months with weekly excess reports out of GCSS-',
      'Army and a meeting with each battalion.',
      'Built a Power BI dashboard that replaced a 30-slide weekly readiness briefing. The XO uses it every',
      'Monday.',
      'Mentored 14 Soldiers.',
    ];
    const pdf = readResumeSections(lines.join('\n'), { skills: [], location: NO_LOCATION, kind: 'pdf' });
    expect(pdf.data.work[0]!.highlights).toEqual([
      'Cut the brigade’s excess inventory by $4.2M in 18 months with weekly excess reports out of GCSS-Army and a meeting with each battalion.',
      'Built a Power BI dashboard that replaced a 30-slide weekly readiness briefing. The XO uses it every Monday.',
      'Mentored 14 Soldiers.',
    ]);
  });

  it('reads a sentence with years in it as a bullet that lost its mark, not as a new job', () => {
    const { data } = read(
      [
        'Dana Cruz',
        'EXPERIENCE',
        'Supply Support Activity Section Sergeant',
        '68th Combat Sustainment Support Battalion, Fort Carson, CO — 2018 to 2022',
        'Ran receiving, storage and issue for an SSA carrying 3,800 lines.',
        'Deployed to Kuwait 2019–2020 and ran the Class IX (repair parts) yard, roughly $22M in stock.',
      ].join('\n'),
    );
    expect(data.work).toHaveLength(1);
    expect(data.work[0]!.highlights).toEqual([
      'Ran receiving, storage and issue for an SSA carrying 3,800 lines.',
      'Deployed to Kuwait 2019–2020 and ran the Class IX (repair parts) yard, roughly $22M in stock.',
    ]);
  });
});
